import Foundation

/// One copy in which a layer's sublayers are drawn (see ``LayerCompositing/sublayerInstances``): what
/// replicator and emitter layers ask of the compositor.
package struct LayerInstance: Sendable {
    /// Applied to the sublayers after their own placement, in the drawing layer's coordinates.
    package var transform: CATransform3D
    /// Multipliers of the copy's red, green, blue and alpha, each clamped to 0…1 (1: unchanged).
    package var colorMultiplier: (red: Double, green: Double, blue: Double, alpha: Double)
    /// The copy shows the sublayers as they are this many seconds later in media time (negative: earlier).
    /// Applies to presentation layers rendered at a known time (frames); model layers show their model values.
    package var timeOffset: CFTimeInterval

    /// A copy with the given transform, colour multiplier and time offset (by default: unchanged, now).
    package init(transform: CATransform3D = CATransform3DIdentity,
                 colorMultiplier: (red: Double, green: Double, blue: Double, alpha: Double) = (1, 1, 1, 1),
                 timeOffset: CFTimeInterval = 0) {
        self.transform = transform
        self.colorMultiplier = colorMultiplier
        self.timeOffset = timeOffset
    }

    /// Whether the colour multiplier leaves colours unchanged.
    package var keepsColors: Bool {
        colorMultiplier.red >= 1 && colorMultiplier.green >= 1 && colorMultiplier.blue >= 1 && colorMultiplier.alpha >= 1
    }
}
