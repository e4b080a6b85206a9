import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A `CGMutablePath` takes a ``LayerShape`` outline, so that a layer class clips to the very shape the compositor
/// gives the layer's background (``GradientDrawing``).
extension CGMutablePath: LayerOutlineBuilding {
    package func move(toX x: Double, y: Double) { move(to: CGPoint(x: x, y: y)) }
    package func line(toX x: Double, y: Double) { addLine(to: CGPoint(x: x, y: y)) }
    package func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, toX x: Double, y: Double) {
        addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y))
    }
    package func closeOutline() { closeSubpath() }
    package func addRect(x: Double, y: Double, width: Double, height: Double) {
        addRect(CGRect(x: x, y: y, width: width, height: height))
    }
}
