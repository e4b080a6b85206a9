import FlipbookRaster

// Per-region helpers of the context's pipeline.

extension Pixmap {
    /// Sets the alpha of every pixel of `region` to 255 (bitmaps without alpha stay opaque whatever is
    /// drawn, as when their memory's skipped alpha byte is read back as 255).
    mutating func makeOpaque(_ region: PixelRegion) {
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in region.y0..<region.y1 {
                for x in region.x0..<region.x1 { buffer[y * width + x] |= 0xFF00_0000 }
            }
        }
    }

    /// The alpha channel of `region` as a mask of the region's size.
    func alpha(in region: PixelRegion) -> Mask {
        var mask = Mask.validated(width: max(region.x1 - region.x0, 0), height: max(region.y1 - region.y0, 0), value: 0)
        let width = self.width
        pixels.withUnsafeBufferPointer { source in
            mask.values.withUnsafeMutableBufferPointer { destination in
                for y in region.y0..<region.y1 {
                    for x in region.x0..<region.x1 {
                        destination[(y - region.y0) * mask.width + x - region.x0] = UInt8(truncatingIfNeeded: source[y * width + x] >> 24)
                    }
                }
            }
        }
        return mask
    }
}
