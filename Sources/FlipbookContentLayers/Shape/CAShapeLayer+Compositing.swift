import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension CAShapeLayer: LayerCompositing {
    /// Draws the shape (see ``ShapeDrawing``) from this layer's values — the presentation layer's, in a frame.
    package var contentDrawing: ((CGContext) -> Void)? {
        guard let drawing = ShapeDrawing(self) else { return nil }
        return { context in drawing.draw(in: context) }
    }

    /// The area the path's fill and stroke cover, which may lie anywhere outside the bounds.
    package var contentExtent: CGRect {
        ShapeDrawing(self)?.extent ?? bounds
    }
}
