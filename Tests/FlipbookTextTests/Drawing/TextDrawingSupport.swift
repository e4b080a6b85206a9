import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing
@testable import FlipbookText

/// Draws text sheets for the goldens: a white, UIKit-style (top-left, y down) RGBA bitmap at `scale` pixels per point.
struct TextCanvas {
    let context: CGContext

    init(width: Int, height: Int, scale: CGFloat = 2) throws {
        context = try #require(CGContext(
            data: nil, width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale), bitsPerComponent: 8,
            bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        context.translateBy(x: 0, y: CGFloat(context.height))
        context.scaleBy(x: scale, y: -scale)
    }

    /// Lays out `text` in the bundled font and draws it with its top-left corner at `origin`; returns the layout.
    @discardableResult
    func draw(_ text: String, size: CGFloat, at origin: CGPoint, color: CGColor = .black,
              container: TextContainer = TextContainer(), font: CGFont = BundledFont.defaultFont) -> TextLayout {
        let style = TextStyle(fonts: FontFallbackChain(primary: font), fontSize: size)
        let layout = TextLayout(runs: [TextRun(text, style: style)], defaultStyle: style, container: container)
        TextRenderer.draw(layout, at: origin, colors: [color], in: context)
        return layout
    }

    var image: RGBAImage {
        get throws { try #require(context.makeImage()).rgbaImage }
    }
}

extension CGColor {
    /// A colour from 0–255 sRGB components, as the seeds write them (`RGB(50,185,170)`).
    static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> CGColor {
        CGColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
    }
}
