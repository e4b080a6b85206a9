import FlipbookGraphics
import Foundation

extension UIImage {
    /// Draws the image at its ``size`` with its top-left corner at `point`, upright in the current graphics
    /// context's (y-down, UIKit) coordinates; does nothing without a current context or for an empty image.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect`, upright in the current graphics context's (y-down, UIKit)
    /// coordinates; does nothing without a current context or for an empty image.
    public func draw(in rect: CGRect) {
        guard let cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        let r = rect.standardized
        context.saveGState()
        defer { context.restoreGState() }
        // `CGContext.draw` puts the image's top row at the rectangle's maxY; flip about the rectangle's middle.
        context.translateBy(x: 0, y: r.minY + r.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: r)
    }
}
