import FlipbookCoreAnimation
import Foundation

/// A layer that builds true 3D layer hierarchies: its sublayers are not flattened into its plane.
///
/// As Apple's `CATransformLayer` (`CATransformLayer.h`):
///
/// - Only the sublayers are rendered, each keeping its full 3D placement composed with the transform layer's own
///   `transform` and `sublayerTransform` and its superlayer's `sublayerTransform` (such as a shared perspective).
///   All the layers of the 3D rendering context it forms — nested transform layers and depth-preserving
///   replicators included — are drawn back to front by depth, below the nearest ancestor that flattens.
/// - What a layer renders itself is ignored: `backgroundColor`, `contents`, the border and `cornerRadius`; so are
///   the properties that assume 2D image processing of a flattened layer: `mask`, `masksToBounds` and the shadow.
/// - `opacity` is applied to each sublayer individually: the transform layer forms no compositing group (two
///   overlapping sublayers show each other through), whatever `allowsGroupOpacity` says.
/// - `isGeometryFlipped` places the sublayers from the bottom of its bounds; their images stay upright.
/// - Each sublayer's `isDoubleSided` is honoured with the orientation it is finally seen in: a single-sided sublayer
///   turned away from the viewer by its own transform, the transform layer's or any ancestor's is not drawn.
/// - `hitTest(_:)` passes over a transform layer to its sublayers, with the effect of its geometry: the sublayer
///   nearest the viewer at the point wins, and the transform layer itself is never returned (a point on none of its
///   sublayers hits its superlayer). Apple advises not to call `hitTest(_:)` on a transform layer itself; here it
///   returns the hit sublayer or `nil`.
///
/// It declares no property of its own: its keys, defaults and animations are `CALayer`'s.
open class CATransformLayer: CALayer {}

extension CATransformLayer: LayerCompositing {
    /// `false`: the sublayers keep their 3D placement and are drawn by depth with the rest of the 3D rendering context.
    package var flattensSublayers: Bool { false }
}
