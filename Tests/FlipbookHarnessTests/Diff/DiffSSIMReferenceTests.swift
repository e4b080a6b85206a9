import FlipbookDiff
import FlipbookImageIO
import Testing

/// SSIM checked against a direct evaluation of Wang et al.'s formula over every 8×8 window.
@Suite("diff figures: SSIM against the textbook formula")
struct DiffSSIMReferenceTests {
    /// Rec. 601 luma in 8-bit integers, as documented for ``ImageDiff``.
    private static func luma(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
        let p = image[x, y]
        return Double((19595 * Int(p.r) + 38470 * Int(p.g) + 7471 * Int(p.b) + 32768) >> 16)
    }

    /// The mean over all 8×8 windows of `((2μxμy + C1)(2σxy + C2)) / ((μx² + μy² + C1)(σx² + σy² + C2))`.
    private static func textbookSSIM(_ first: RGBAImage, _ second: RGBAImage) -> Double {
        let c1 = (0.01 * 255) * (0.01 * 255), c2 = (0.03 * 255) * (0.03 * 255)
        var total = 0.0, windows = 0
        for top in 0...(first.height - 8) {
            for left in 0...(first.width - 8) {
                var mx = 0.0, my = 0.0
                for y in top..<top + 8 {
                    for x in left..<left + 8 { mx += luma(first, x, y); my += luma(second, x, y) }
                }
                mx /= 64
                my /= 64
                var vx = 0.0, vy = 0.0, cxy = 0.0
                for y in top..<top + 8 {
                    for x in left..<left + 8 {
                        let dx = luma(first, x, y) - mx, dy = luma(second, x, y) - my
                        vx += dx * dx; vy += dy * dy; cxy += dx * dy
                    }
                }
                vx /= 64; vy /= 64; cxy /= 64
                total += ((2 * mx * my + c1) * (2 * cxy + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
                windows += 1
            }
        }
        return total / Double(windows)
    }

    @Test("a local change, a global change and noise give the textbook SSIM")
    func matchesTextbook() throws {
        let expected = DiffTestImages.gradient(width: 37, height: 29)
        var local = expected
        for y in 12..<15 {
            for x in 20..<26 { local[x, y] = (r: 10, g: 200, b: 90, a: 255) }
        }
        let shifted = DiffTestImages.image(width: 37, height: 29) { x, y in
            (UInt8((x + 1) * 255 / 36 % 256), UInt8(y * 255 / 28), UInt8((x + y) * 3 % 256))
        }
        for actual in [local, shifted, DiffTestImages.withRoundingNoise(expected)] {
            let ssim = try ImageDiff.compare(expected: expected, actual: actual).ssim
            #expect(abs(ssim - Self.textbookSSIM(expected, actual)) < 1e-9)
        }
    }
}
