/// What a decoder shows after each frame written so far, for deciding what the next frame must draw.
///
/// The canvas holds the displayed colours (the palette colours written, not the source colours) with alpha 0 or
/// 255, starting transparent as in browsers. A pixel of a new frame is "kept" — written as the transparent index,
/// so the canvas shows through — when the canvas already shows it:
/// - a transparent pixel (alpha < 128) where the canvas is transparent;
/// - an opaque pixel where the canvas is opaque and shows its exact colour, or where the previous frame had the
///   same source colour (the canvas then shows that colour's quantisation, which the frame would repeat).
struct GIFCanvasTracker {
    let width: Int, height: Int
    private(set) var displayed: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        displayed = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The kept-pixel mask of `frame` (1 = kept) and the bounding box of the pixels that are not kept (`nil` when
    /// the canvas already shows the whole frame). `previous` is the source of the frame written last.
    func changes(to frame: [UInt8], previous: [UInt8]?) -> (rect: PixelRect?, kept: [UInt8]) {
        var kept = [UInt8](repeating: 0, count: width * height)
        var minX = width, minY = height, maxX = -1, maxY = -1
        let previous = previous ?? []
        frame.withUnsafeBufferPointer { frame in
            displayed.withUnsafeBufferPointer { displayed in
                previous.withUnsafeBufferPointer { previous in
                kept.withUnsafeMutableBufferPointer { kept in
                    for y in 0..<height {
                        for x in 0..<width {
                            let pixel = y * width + x, offset = pixel * 4
                            let isKept: Bool
                            if frame[offset + 3] < 128 {
                                isKept = displayed[offset + 3] == 0
                            } else if displayed[offset + 3] == 0 {
                                isKept = false
                            } else {
                                isKept = sameColor(frame, displayed, at: offset)
                                    || (!previous.isEmpty && previous[offset + 3] >= 128 && sameColor(frame, previous, at: offset))
                            }
                            if isKept {
                                kept[pixel] = 1
                            } else {
                                minX = min(minX, x)
                                maxX = max(maxX, x)
                                minY = min(minY, y)
                                maxY = max(maxY, y)
                            }
                        }
                    }
                }
                }
            }
        }
        guard maxX >= 0 else { return (nil, kept) }
        return (PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), kept)
    }

    /// The bounding box of the pixels opaque in `previous` and transparent in `next`: pixels the canvas must clear
    /// (with disposal "restore to background") before `next`, since a transparent pixel cannot erase one. `nil`
    /// when there are none.
    func pixelsToClear(from previous: [UInt8], to next: [UInt8]) -> PixelRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let alpha = (y * width + x) * 4 + 3
                guard previous[alpha] >= 128, next[alpha] < 128 else { continue }
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Shows a written frame: its indices over `rect`, the transparent index leaving the canvas as it was.
    mutating func draw(_ indices: [UInt8], in rect: PixelRect, palette: IndexedPalette) {
        let width = width
        displayed.withUnsafeMutableBufferPointer { displayed in
            for row in 0..<rect.height {
                for column in 0..<rect.width {
                    let index = Int(indices[row * rect.width + column])
                    guard index < palette.colors.count else { continue }
                    let color = palette.colors[index]
                    let offset = ((rect.y + row) * width + rect.x + column) * 4
                    displayed[offset] = UInt8(color >> 16 & 0xFF)
                    displayed[offset + 1] = UInt8(color >> 8 & 0xFF)
                    displayed[offset + 2] = UInt8(color & 0xFF)
                    displayed[offset + 3] = 255
                }
            }
        }
    }

    /// Clears `rect` to transparent, as disposal "restore to background" does in browsers.
    mutating func clear(_ rect: PixelRect) {
        for row in rect.y..<(rect.y + rect.height) {
            let start = (row * width + rect.x) * 4
            displayed.replaceSubrange(start..<(start + rect.width * 4), with: repeatElement(0, count: rect.width * 4))
        }
    }

    @inline(__always)
    private func sameColor(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        a[offset] == b[offset] && a[offset + 1] == b[offset + 1] && a[offset + 2] == b[offset + 2]
    }
}
