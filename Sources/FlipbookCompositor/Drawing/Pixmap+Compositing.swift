import Foundation
import FlipbookRaster

extension Mask {
    /// A mask of a size known to be valid (that of an existing surface).
    static func sized(width: Int, height: Int, value: UInt8) -> Mask {
        guard let mask = try? Mask(width: width, height: height, value: value) else {
            preconditionFailure("\(width)×\(height) is the size of an existing surface")
        }
        return mask
    }
}

extension Pixmap {
    /// Multiplies every pixel by the alpha of the matching pixel of `mask` (same size): the layer `mask`.
    mutating func multiplyByAlpha(of mask: Pixmap) {
        guard mask.width == width, mask.height == height else { return }
        pixels.withUnsafeMutableBufferPointer { target in
            mask.pixels.withUnsafeBufferPointer { source in
                for i in 0..<target.count { target[i] = PixelOps.scale(target[i], source[i] >> 24) }
            }
        }
    }
}

extension Pixmap {
    /// The pixels inside `box` (which lies within the pixmap).
    func cropped(to box: PixelBox) -> Pixmap {
        var result = Pixmap.sized(width: box.width, height: box.height)
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                for row in 0..<box.height {
                    let from = source.baseAddress! + (box.y0 + row) * width + box.x0
                    (target.baseAddress! + row * box.width).update(from: from, count: box.width)
                }
            }
        }
        return result
    }
}
