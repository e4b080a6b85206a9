import FlipbookGraphics
import Foundation

/// An image: UIKit's `UIImage`, a `CGImage` with a scale (pixels per point) and an orientation.
///
/// Images come from a `CGImage` (``init(cgImage:)``, ``init(cgImage:scale:orientation:)``), from PNG data or a
/// PNG file (``init(data:)``, ``init(data:scale:)``, ``init(contentsOfFile:)``), by name from a bundle or the
/// stand-in images (``init(named:)``, ``init(named:in:compatibleWith:)``), or from an image context
/// (`UIGraphicsGetImageFromCurrentImageContext()`, `UIGraphicsImageRenderer`). Flipbook decodes PNG only: data or
/// files in other formats (JPEG, GIF) give `nil`.
open class UIImage: NSObject, @unchecked Sendable {
    /// The underlying Core Graphics image; `nil` for an empty image (``init()``).
    public let cgImage: CGImage?
    /// Pixels per point: 1, or the scale given at creation (2 for a `name@2x.png` file).
    public let scale: CGFloat
    /// The orientation the image's pixels are meant to be shown in. Default `.up`.
    ///
    /// Flipbook records the orientation and swaps ``size`` for the quarter-turn orientations, as UIKit does; it
    /// draws the pixels as stored.
    public let imageOrientation: UIImage.Orientation

    /// An empty image: no ``cgImage``, size zero, scale 1.
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
    }

    /// An image of `cgImage` at scale 1, orientation `.up`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at `scale` pixels per point (a scale that is not positive and finite is 1).
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        imageOrientation = orientation
    }

    /// An image decoded from PNG `data`, at scale 1; `nil` when the data is not a PNG image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG `data`, at `scale` pixels per point; `nil` when the data is not a PNG image.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = try? CGImage(pngData: data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// An image read from the PNG file at `path`, at the scale its name gives (`@2x` → 2, `@3x` → 3, else 1);
    /// `nil` when the file is missing or not a PNG image.
    public convenience init?(contentsOfFile path: String) {
        guard let image = try? CGImage(contentsOfPNGFile: path) else { return nil }
        self.init(cgImage: image, scale: ImageFileName.scale(ofPath: path), orientation: .up)
    }

    /// The size in points: the pixel size divided by ``scale``, width and height swapped for the quarter-turn
    /// orientations; zero for an empty image.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale, height = CGFloat(cgImage.height) / scale
        return imageOrientation.isQuarterTurn ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// The image encoded as PNG; `nil` for an empty image.
    open func pngData() -> Data? {
        guard let cgImage else { return nil }
        return try? cgImage.pngData()
    }
}

/// The image encoded as PNG (the pre-iOS 12 spelling of ``UIImage/pngData()``); `nil` for an empty image.
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? {
    image.pngData()
}
