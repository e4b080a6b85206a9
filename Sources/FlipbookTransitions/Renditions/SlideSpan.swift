import Foundation
import FlipbookRaster

/// The motion of the sliding types (push, moveIn, reveal): one bounds width (or height) along the direction.
struct SlideSpan {
    /// The full slide, a vector in the layer's coordinates.
    let vector: Vec2

    init(direction: TransitionDirection, bounds: CGRect) {
        let length = direction.isHorizontal ? Double(bounds.width) : Double(bounds.height)
        vector = direction.motion * length
    }

    /// The offset after `fraction` of the slide (negative fractions: before the slide's start).
    func offset(_ fraction: Double) -> Vec2 { vector * fraction }

    /// `area` swept along the whole slide, one span either way.
    func sweep(of area: CGRect) -> CGRect {
        let dx = CGFloat(abs(vector.x)), dy = CGFloat(abs(vector.y))
        return area.insetBy(dx: -dx, dy: -dy)
    }
}
