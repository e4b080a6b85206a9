import FlipbookGraphics
import Foundation

/// The bitmap context behind an image context (`UIGraphicsBeginImageContextWithOptions`) or an image renderer:
/// `size` points at `scale` pixels per point, user space in points with the origin at the top-left and y down
/// (UIKit's), transparent or — when opaque — without alpha.
struct ImageBitmapContext {
    /// The largest side of an image context, in pixels; larger ones are not created.
    static let maximumPixelSide = 16_384

    let context: CGContext
    /// Pixels per point.
    let scale: CGFloat

    /// A context for `size` points at `scale` (a scale that is not positive and finite is the main screen's),
    /// its user-space origin at `origin`; `nil` when the size is empty, negative or not finite, or too large
    /// (``maximumPixelSide``).
    init?(size: CGSize, scale requestedScale: CGFloat, opaque: Bool, origin: CGPoint = .zero) {
        let scale = requestedScale.isFinite && requestedScale > 0 ? requestedScale : UIScreen.main.scale
        let pixelWidth = (size.width * scale).rounded(.up), pixelHeight = (size.height * scale).rounded(.up)
        let limit = CGFloat(Self.maximumPixelSide)
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= limit,
              pixelHeight <= limit, origin.x.isFinite, origin.y.isFinite else { return nil }
        let alpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
        guard let context = CGContext(data: nil, width: Int(pixelWidth), height: Int(pixelHeight), bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        context.translateBy(x: 0, y: pixelHeight)
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -origin.x, y: -origin.y)
        self.context = context
        self.scale = scale
    }

    /// The context's pixels so far, as an image at the context's scale.
    var image: UIImage? {
        context.makeImage().map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
    }
}
