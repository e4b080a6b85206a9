import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics

/// Images drawn with Core Graphics for the sheets: a landscape "photo", a checkerboard, a framed button.
enum SampleImages {
    /// A context of `width` × `height` pixels with UIKit's y-down user space.
    static func drawing(width: Int, height: Int, _ body: (CGContext) -> Void) -> CGImage {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            preconditionFailure("a \(width)×\(height) RGBA context is supported")
        }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        body(context)
        guard let image = context.makeImage() else { preconditionFailure("a bitmap context makes images") }
        return image
    }

    /// A 160×120 landscape: sky, sun (top right), two hills, a red house with a door — upright when its sky is up.
    static let photo = drawing(width: 160, height: 120) { ctx in
        ctx.setFillColor(CGColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 160, height: 120))
        ctx.setFillColor(CGColor(red: 1, green: 0.85, blue: 0.2, alpha: 1))
        ctx.fillEllipse(in: CGRect(x: 112, y: 12, width: 30, height: 30))
        ctx.setFillColor(CGColor(red: 0.3, green: 0.65, blue: 0.3, alpha: 1))
        ctx.fillEllipse(in: CGRect(x: -40, y: 70, width: 150, height: 100))
        ctx.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.25, alpha: 1))
        ctx.fillEllipse(in: CGRect(x: 60, y: 80, width: 160, height: 100))
        ctx.setFillColor(CGColor(red: 0.8, green: 0.2, blue: 0.15, alpha: 1))
        ctx.fill(CGRect(x: 30, y: 62, width: 34, height: 26))
        ctx.beginPath()
        ctx.move(to: CGPoint(x: 26, y: 62))
        ctx.addLine(to: CGPoint(x: 47, y: 44))
        ctx.addLine(to: CGPoint(x: 68, y: 62))
        ctx.closePath()
        ctx.setFillColor(CGColor(red: 0.45, green: 0.2, blue: 0.1, alpha: 1))
        ctx.fillPath()
        ctx.setFillColor(CGColor(red: 0.35, green: 0.2, blue: 0.1, alpha: 1))
        ctx.fill(CGRect(x: 42, y: 72, width: 10, height: 16))
    }

    /// A 64×64 checkerboard of 8×8 squares, blue and white, with a yellow top-left square.
    static let checkerboard = drawing(width: 64, height: 64) { ctx in
        for row in 0..<8 {
            for column in 0..<8 {
                let color = row == 0 && column == 0 ? CGColor(red: 1, green: 0.85, blue: 0, alpha: 1)
                    : (row + column) % 2 == 0 ? CGColor(red: 0.15, green: 0.35, blue: 0.85, alpha: 1) : CGColor.white
                ctx.setFillColor(color)
                ctx.fill(CGRect(x: column * 8, y: row * 8, width: 8, height: 8))
            }
        }
    }

    /// A 30×30 button image: a dark 10-pixel frame with rounded outer corners around a light centre.
    static let button = drawing(width: 30, height: 30) { ctx in
        ctx.setFillColor(CGColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1))
        ctx.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30), cornerWidth: 9, cornerHeight: 9,
                           transform: nil))
        ctx.fillPath()
        ctx.setFillColor(CGColor(red: 0.55, green: 0.8, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
    }
}
