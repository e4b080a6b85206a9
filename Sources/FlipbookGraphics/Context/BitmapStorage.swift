import Foundation
import FlipbookRaster

/// The memory of a bitmap context: the caller's buffer or one the context allocated, in the context's
/// pixel layout.
///
/// Once the memory is shared — the caller passed it in, or asked for `data` — it is the authority on the
/// pixels and the only copy of them: every drawing operation loads the device rectangle it touches into a
/// pixmap of that rectangle's size, draws, and stores the rectangle back, so bytes the caller writes between operations are honoured and
/// the caller sees every operation's result at once. Until then the context's pixmap is the authority
/// and the memory is not touched (no copies for contexts used only through `makeImage()`); a context that
/// allocates its own memory does so only then, so one that is never shared (the compositor's content
/// contexts) never allocates or page-faults it.
final class BitmapStorage {
    /// The caller's buffer, or the memory the context allocated (`nil` until ``base`` is first asked for).
    private var memory: UnsafeMutableRawPointer?
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let format: PixelFormat
    private let ownsMemory: Bool
    /// Whether the caller can see the memory (see the type's description).
    private(set) var isShared: Bool

    init(data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, format: PixelFormat) {
        memory = data
        ownsMemory = data == nil
        isShared = data != nil
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.format = format
    }

    deinit {
        if ownsMemory, let memory { memory.deallocate() }
    }

    /// Whether the memory exists yet: the caller's, or the context's own once it was first shared.
    var isAllocated: Bool { memory != nil }

    /// The memory, `height` rows of `bytesPerRow` bytes: the caller's buffer, or the context's own, allocated
    /// zero-filled the first time it is asked for (when the memory is first shared).
    var base: UnsafeMutableRawPointer {
        if let memory { return memory }
        let allocated = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        allocated.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
        memory = allocated
        return allocated
    }

    /// Copies the pixels of `region` from memory into `pixmap`, a pixmap of the region's size (converted to
    /// premultiplied RGBA).
    func load(_ region: PixelRegion, into pixmap: inout Pixmap) {
        let base = self.base, columns = region.x1 - region.x0
        precondition(pixmap.width == columns && pixmap.height == region.y1 - region.y0, "a pixmap of the region")
        pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in region.y0..<region.y1 {
                format.load(base + y * bytesPerRow + region.x0 * 4, into: pixels.baseAddress! + (y - region.y0) * columns,
                            count: columns)
            }
        }
    }

    /// Copies `pixmap`, a pixmap of `region`'s size, back into the memory of `region` (converted to the
    /// context's layout).
    func store(_ region: PixelRegion, from pixmap: Pixmap) {
        let base = self.base, columns = region.x1 - region.x0
        precondition(pixmap.width == columns && pixmap.height == region.y1 - region.y0, "a pixmap of the region")
        pixmap.pixels.withUnsafeBufferPointer { pixels in
            for y in region.y0..<region.y1 {
                format.store(pixels.baseAddress! + (y - region.y0) * columns, into: base + y * bytesPerRow + region.x0 * 4,
                             count: columns)
            }
        }
    }

    /// Makes the memory the authority on the pixels, starting from `pixmap`'s.
    func share(from pixmap: Pixmap) {
        guard !isShared else { return }
        store(PixelRegion(x0: 0, y0: 0, x1: width, y1: height), from: pixmap)
        isShared = true
    }

    /// A copy of the memory, `height` rows of `bytesPerRow` bytes.
    var bytes: [UInt8] {
        Array(UnsafeRawBufferPointer(start: base, count: bytesPerRow * height))
    }
}
