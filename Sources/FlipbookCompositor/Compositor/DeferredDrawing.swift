import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster

/// The drawing left to do on one surface, as a stack: what ``Compositor`` keeps instead of recursing into the
/// sublayers of each layer it draws directly (no group, no projection, no copies, no 3D rendering context).
/// Drawing such a layer pushes the end of its body (the clip restored, the border), then its sublayers, the first
/// on top: popping the steps runs exactly what the recursive descent ran, in the same order, on the same surface,
/// with a stack of any depth on the heap rather than on the thread's stack (a chain of 100,000 nested layers
/// overflowed it).
final class DeferredDrawing {
    /// One piece of drawing left to do.
    enum Step {
        /// Draw a layer (and its subtree) with a projection to the device, a flip and an inherited opacity.
        case layer(CALayer, projection: Projective2D, flipped: Bool, alpha: Double)
        /// End a layer's body once its sublayers are drawn: restore the clip of the layers around it, then draw
        /// its border.
        case bodyEnd(BodyEnd)
    }

    /// What the end of a layer's body needs (see `Compositor.finishBody(_:into:)`).
    struct BodyEnd {
        let layer: CALayer
        let shape: LayerShape
        let toSurface: Transform2D
        let enclosingClip: Mask?
        let alpha: Double
    }

    private(set) var steps: [Step] = []

    func push(_ step: Step) { steps.append(step) }

    func pop() -> Step? { steps.popLast() }
}
