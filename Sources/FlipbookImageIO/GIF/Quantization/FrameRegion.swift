/// The part of a frame the encoder writes: a rectangle of a canvas-sized RGBA frame, and which of its pixels are
/// already shown correctly on the canvas ("kept": they are written as the transparent index, so the canvas shows
/// through). Every other pixel is opaque and gets a palette colour.
struct FrameRegion {
    /// The frame's RGBA samples, canvas-sized, straight alpha.
    let pixels: [UInt8]
    /// The canvas width in pixels (the row length of `pixels`).
    let canvasWidth: Int
    /// The rectangle written.
    let rect: PixelRect
    /// One byte per canvas pixel: 1 where the canvas already shows the pixel, 0 where it must be drawn.
    let kept: [UInt8]

    /// Calls `body(x, y, offset)` for every pixel of the rectangle that must be drawn, row by row, where `offset`
    /// is the byte offset of the pixel in `pixels`.
    @inline(__always)
    func forEachDrawnPixel(_ body: (_ x: Int, _ y: Int, _ offset: Int) -> Void) {
        kept.withUnsafeBufferPointer { kept in
            for y in rect.y..<(rect.y + rect.height) {
                let rowStart = y * canvasWidth
                for x in rect.x..<(rect.x + rect.width) where kept[rowStart + x] == 0 {
                    body(x, y, (rowStart + x) * 4)
                }
            }
        }
    }

    /// Whether some pixel of the rectangle is kept (so the palette needs a transparent entry).
    var hasKeptPixels: Bool { containsPixel(kept: true) }

    /// Whether some pixel of the rectangle must be drawn (so the palette needs a colour).
    var hasDrawnPixels: Bool { containsPixel(kept: false) }

    private func containsPixel(kept wanted: Bool) -> Bool {
        for y in rect.y..<(rect.y + rect.height) {
            let rowStart = y * canvasWidth
            for x in rect.x..<(rect.x + rect.width) where (kept[rowStart + x] != 0) == wanted { return true }
        }
        return false
    }
}

/// A rectangle of whole pixels.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    /// The smallest rectangle containing both.
    func union(_ other: PixelRect) -> PixelRect {
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
