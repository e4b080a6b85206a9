import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Test support: straight-alpha RGBA bytes of images' pixels, and renderer formats at a fixed scale.
enum ImagePixels {
    /// The straight RGBA bytes of the pixel at (`x`, `y`), row 0 at the top.
    static func pixel(_ image: CGImage, x: Int, y: Int) -> [UInt8] {
        let rgba = image.rgbaImage
        let start = (y * rgba.width + x) * 4
        return Array(rgba.pixels[start..<start + 4])
    }

    /// The straight RGBA bytes of the pixel at (`x`, `y`) of a UIImage's bitmap (empty without one).
    static func pixel(_ image: UIImage, x: Int, y: Int) -> [UInt8] {
        image.cgImage.map { pixel($0, x: x, y: y) } ?? []
    }
}

enum OneXFormat {
    /// A renderer format at `scale` pixels per point (1 unless given), not opaque.
    static func make(scale: CGFloat = 1) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }
}
