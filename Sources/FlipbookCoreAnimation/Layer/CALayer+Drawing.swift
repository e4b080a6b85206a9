import Foundation
import FlipbookGraphics

extension CALayer {
    /// Draws the layer into a new bitmap the size of its bounds × `contentsScale` and makes it the `contents`.
    ///
    /// The context's CTM is y-down with its origin at the bounds' origin (as iOS sets it up), so a `CGImage`
    /// drawn with `draw(_:in:)` appears upside down unless the CTM is flipped — as the book notes.
    /// Empty or non-finite bounds give `nil` contents.
    func drawContents() {
        let scale = _contentsScale.isFinite && _contentsScale > 0 ? _contentsScale : 1
        let width = (_bounds.width * scale).rounded(.up), height = (_bounds.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width * height <= CGFloat(1 << 26),
              let context = CGContext(data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            contents = nil
            return
        }
        context.translateBy(x: 0, y: height)
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -_bounds.minX, y: -_bounds.minY)
        draw(in: context)
        contents = context.makeImage()
    }
}
