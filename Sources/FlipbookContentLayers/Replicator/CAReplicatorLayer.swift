import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy moved, tinted and delayed a step further
/// than the one before.
///
/// As on iOS: copy 0 is the sublayers as they are (multiplied by `instanceColor`); copy k is placed by
/// `instanceTransform` applied k times, about the centre of the replicator's bounds; its colour multiplier is
/// `instanceColor` plus k times the red, green, blue and alpha offsets, each clamped to 0…1; and it shows the
/// sublayers' animations as they were `k × instanceDelay` seconds earlier (a copy whose animation has not begun yet
/// shows the model values). Copies nest: a replicator inside a replicator draws its copies in every copy of the
/// outer one (3 × 4 = 12), their delays adding up. Only copy 0 is hit-tested, as Apple's header says of
/// `hitTest(_:)`.
///
/// Each property is declared once, with Apple's default, in the class's property table (see
/// `CAReplicatorLayer+Properties.swift`); all but `preservesDepth` are animatable, as Apple's header marks them.
open class CAReplicatorLayer: CALayer {
    /// The number of copies drawn, the sublayers themselves included. Default 1 (no extra copy). Animatable: an
    /// animation interpolates the count and draws the whole copies below the value (2.9 draws 2).
    ///
    /// Zero or a negative count draws no sublayer at all. At most ``maximumDrawnInstanceCount`` copies are drawn;
    /// a larger count is stored as given.
    open var instanceCount: Int {
        get { self[Properties.declared.instanceCount] }
        set { update(Properties.declared.instanceCount, newValue) }
    }

    /// Whether the copies keep their 3D depth instead of being flattened into the replicator's plane, as a
    /// `CATransformLayer` keeps its sublayers: the enclosing perspective reaches each copy, and the copies are
    /// drawn back to front with the other layers of the 3D rendering context. The replicator then draws nothing of
    /// its own (background, border, contents, mask and `masksToBounds` are ignored). Default `false`.
    open var preservesDepth: Bool {
        get { self[Properties.declared.preservesDepth] }
        set { update(Properties.declared.preservesDepth, newValue) }
    }

    /// The delay in seconds between successive copies: copy k shows the sublayers' animations `k × instanceDelay`
    /// seconds late. Default 0. Animatable. A non-finite delay counts as 0.
    open var instanceDelay: CFTimeInterval {
        get { self[Properties.declared.instanceDelay] }
        set { update(Properties.declared.instanceDelay, newValue) }
    }

    /// The transform from copy k − 1 to copy k, applied about the centre of the replicator's bounds (the
    /// superlayer of the replicated sublayers). Default the identity. Animatable.
    open var instanceTransform: CATransform3D {
        get { self[Properties.declared.instanceTransform] }
        set { update(Properties.declared.instanceTransform, newValue) }
    }

    /// The colour the first copy (the sublayers themselves) is multiplied by. Default opaque white (no change);
    /// `nil` counts as opaque white. Animatable.
    open var instanceColor: CGColor? {
        get { self[Properties.declared.instanceColor] }
        set { update(Properties.declared.instanceColor, newValue) }
    }

    /// Added to the red multiplier from each copy to the next. Default 0. Animatable.
    open var instanceRedOffset: Float {
        get { self[Properties.declared.instanceRedOffset] }
        set { update(Properties.declared.instanceRedOffset, newValue) }
    }

    /// Added to the green multiplier from each copy to the next. Default 0. Animatable.
    open var instanceGreenOffset: Float {
        get { self[Properties.declared.instanceGreenOffset] }
        set { update(Properties.declared.instanceGreenOffset, newValue) }
    }

    /// Added to the blue multiplier from each copy to the next. Default 0. Animatable.
    open var instanceBlueOffset: Float {
        get { self[Properties.declared.instanceBlueOffset] }
        set { update(Properties.declared.instanceBlueOffset, newValue) }
    }

    /// Added to the alpha multiplier from each copy to the next. Default 0. Animatable.
    open var instanceAlphaOffset: Float {
        get { self[Properties.declared.instanceAlphaOffset] }
        set { update(Properties.declared.instanceAlphaOffset, newValue) }
    }

    /// Flipbook: the most copies a replicator draws (10,000), so that a huge `instanceCount` costs bounded time
    /// and memory. Nested replicators share it: one inside replicators that draw it n times in all draws at most
    /// 10,000 / n copies (at least 1), so that the copies of a nest stay within 10,000 too.
    public static let maximumDrawnInstanceCount = 10_000
}
