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
}
