import Foundation
import FlipbookRaster

extension CGContext {
    /// Draws `image` scaled to fill `rect` (user space). The image's top row lands at `rect.maxY`, so in
    /// the unflipped y-up space it appears upright in the bitmap; in a UIKit-style flipped space it appears
    /// upside down, exactly as on iOS. Sampling follows ``interpolationQuality``.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        guard image.width > 0, image.height > 0, !r.isEmpty, !r.isInfinite else { return }
        let imageToUser = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0,
                                            d: -r.height / CGFloat(image.height), tx: r.minX, ty: r.maxY)
        let imageToDevice = imageToUser.concatenating(userToDevice)
        let bounds = CGRect(x: 0, y: 0, width: image.width, height: image.height).applying(imageToDevice)
        let filter = state.interpolationQuality.raster
        let alpha = Double(state.alpha)
        let antialias = state.shouldAntialias
        perform(deviceBounds: bounds) { target, blend, clip, toTarget in
            painter.draw(image.pixmap, in: &target, transform: imageToDevice.raster.concatenating(toTarget),
                         filter: filter, alpha: alpha, blend: blend, clip: clip, antialias: antialias)
        }
    }
}
