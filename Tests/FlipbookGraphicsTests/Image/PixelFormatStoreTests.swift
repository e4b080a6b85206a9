import Testing
@testable import FlipbookGraphics

@Suite("PixelFormat: storing renderer pixels with straight alpha")
struct PixelFormatStoreTests {
    /// 27 renderer pixels: a run of 8 opaque, a run of 8 transparent, a run of 8 opaque with one half-transparent
    /// pixel in it, then a tail of 3 (opaque, transparent, a quarter-transparent one) — runs copied whole and pixels
    /// divided one by one.
    private let source: [UInt32] = {
        let opaque: [UInt32] = (0..<8).map { 0xFF00_0000 | UInt32(10 * $0) | UInt32(200 - $0) << 8 | 0x30 << 16 }
        var mixed = opaque
        mixed[5] = 0x8040_2010  // alpha 128, premultiplied red 0x10, green 0x20, blue 0x40
        return opaque + [UInt32](repeating: 0, count: 8) + mixed + [0xFF01_0203, 0, 0x4010_2030]
    }()

    /// The straight-alpha bytes of `pixel` at `format`'s offsets, divided one channel at a time.
    private func expectedBytes(_ pixel: UInt32, _ format: PixelFormat) -> [UInt8] {
        let alpha = UInt8(truncatingIfNeeded: pixel >> 24)
        var bytes = [UInt8](repeating: 0, count: 4)
        let o = format.offsets
        bytes[o.red] = PixelFormat.unpremultiply(UInt8(truncatingIfNeeded: pixel), alpha)
        bytes[o.green] = PixelFormat.unpremultiply(UInt8(truncatingIfNeeded: pixel >> 8), alpha)
        bytes[o.blue] = PixelFormat.unpremultiply(UInt8(truncatingIfNeeded: pixel >> 16), alpha)
        bytes[o.alpha] = alpha
        return bytes
    }

    @Test("every straight-alpha layout gets each pixel divided by alpha at its own byte offsets",
          arguments: [false, true])
    func straightLayouts(littleEndian: Bool) {
        for alphaInfo in [CGImageAlphaInfo.last, .first] {
            let format = PixelFormat(alphaInfo: alphaInfo, littleEndian: littleEndian)
            var stored = [UInt8](repeating: 0xAA, count: source.count * 4)
            source.withUnsafeBufferPointer { pixels in
                stored.withUnsafeMutableBytes { format.store(pixels.baseAddress!, into: $0.baseAddress!, count: pixels.count) }
            }
            #expect(stored == source.flatMap { expectedBytes($0, format) }, "\(alphaInfo) littleEndian \(littleEndian)")
        }
    }

    @Test("a half-transparent pixel inside an opaque run is divided, its neighbours copied")
    func mixedRun() {
        var stored = [UInt8](repeating: 0, count: source.count * 4)
        source.withUnsafeBufferPointer { pixels in
            stored.withUnsafeMutableBytes {
                PixelFormat(alphaInfo: .last).store(pixels.baseAddress!, into: $0.baseAddress!, count: pixels.count)
            }
        }
        // Pixel 21 (the run's sixth): 0x10, 0x20, 0x40 at alpha 128 → 32, 64, 128.
        #expect(Array(stored[84..<88]) == [32, 64, 128, 128])
        #expect(Array(stored[80..<84]) == [40, 196, 0x30, 255])
        #expect(Array(stored[64..<68]) == [0, 200, 0x30, 255])
        #expect(Array(stored[60..<64]) == [0, 0, 0, 0])
    }
}
