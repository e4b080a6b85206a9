import FlipbookGraphics
import Foundation

/// Draws images: UIKit's `UIGraphicsImageRenderer`. Each ``image(actions:)`` call runs its block on a fresh
/// bitmap context of the renderer's ``bounds`` at the format's scale, made current for the block, and returns
/// what it drew.
///
/// An empty, negative, non-finite or larger than 16,384-pixel size draws nothing: the block is not run and the
/// image is empty (``UIImage/size`` zero, no `cgImage`; ``pngData(actions:)`` gives empty data).
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    /// The area drawn, in the block's coordinates (points).
    public let bounds: CGRect
    /// The scale and opacity of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (the block's coordinates start at its origin) with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` on a fresh context and returns the image it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let bitmap = ImageBitmapContext(size: bounds.size, scale: format.scale, opaque: format.opaque,
                                              origin: bounds.origin) else { return UIImage() }
        let context = UIGraphicsImageRendererContext(bitmap: bitmap, format: format)
        UIGraphicsPushContext(bitmap.context)
        defer { UIGraphicsPopContext() }
        actions(context)
        return context.currentImage
    }

    /// Runs `actions` on a fresh context and returns the image it drew, PNG-encoded.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
