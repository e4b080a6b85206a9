import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookStandIns
import Foundation

extension UIImage {
    /// The image named `name` in the main bundle, else Flipbook's stand-in for the image a seed names `name`
    /// in the current host's app (`StandIn.url(forImageNamed:in:)`, `LayerHost.standInApp`); `nil` when neither has it (or the file is not a PNG image). A bare name finds `name.png` or its `@2x`/`@3x` variants, preferring
    /// the main screen's scale; the image's ``scale`` is the variant's.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle`, preferring the variant for the trait collection's display scale (the
    /// main screen's when `nil` or 0); with a `nil` bundle, in the main bundle, else among the stand-in images.
    /// `nil` when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let requestedScale = traitCollection?.displayScale ?? 0
        let displayScale = requestedScale > 0 ? requestedScale : UIScreen.main.scale
        let standIn = bundle == nil ? StandIn.url(forImageNamed: name, in: LayerHost.current?.standInApp)?.path : nil
        guard !name.isEmpty,
              let path = ImageFileName.path(forName: name, in: bundle ?? .main, displayScale: displayScale) ?? standIn,
              let image = try? CGImage(contentsOfPNGFile: path) else { return nil }
        self.init(cgImage: image, scale: ImageFileName.scale(ofPath: path), orientation: .up)
    }
}

extension ImageFileName {
    /// The path of the best file for the image named `name` in `bundle` (its resource directory, then its
    /// root), `nil` when there is none.
    static func path(forName name: String, in bundle: Bundle, displayScale: CGFloat) -> String? {
        let directories = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
        for candidate in candidates(forName: name, displayScale: displayScale) {
            for directory in directories {
                let path = (directory as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }
}
