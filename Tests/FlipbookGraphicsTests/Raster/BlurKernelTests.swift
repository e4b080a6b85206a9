import Testing
@testable import FlipbookRaster

/// Reference forms of the blurs (plain loops over the whole mask, as the blurs were first written) that the
/// vectorised, cropped kernels must match byte for byte.
enum BlurReference {
    /// Exact separable Gaussian: `Float` weights, horizontal then vertical, taps summed in ascending order.
    static func gaussian(_ mask: Mask, sigma: Double) -> Mask {
        let k = GaussianBlur.kernel(sigma: sigma).map { Float($0) / 65536 }
        let r = k.count / 2, w = mask.width, h = mask.height
        var tmp = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var acc: Float = 0
                for t in 0...(2 * r) where x + t - r >= 0 && x + t - r < w {
                    acc = acc + k[t] * Float(mask.values[y * w + x + t - r])
                }
                tmp[y * w + x] = acc
            }
        }
        var out = mask
        for y in 0..<h {
            for x in 0..<w {
                var acc: Float = 0
                for t in -r...r where y + t >= 0 && y + t < h { acc = acc + k[t + r] * tmp[(y + t) * w + x] }
                out.values[y * w + x] = UInt8(min(max(acc + 0.5, 0), 255))
            }
        }
        return out
    }

    /// Three horizontal then three vertical box passes, `(sum · ⌊2²⁴/d⌋ + 2²³) >> 24`, zero outside.
    static func box(_ mask: Mask, sigma: Double) -> Mask {
        let d = GaussianBlur.boxWidth(sigma: sigma), r = d / 2, w = mask.width, h = mask.height
        let inv = UInt32((1 << 24) / d)
        var v = mask.values
        func pass(_ count: Int, _ lines: Int, _ index: (Int, Int) -> Int) {
            let src = v
            for line in 0..<lines {
                for i in 0..<count {
                    var sum: UInt32 = 0
                    for j in max(i - r, 0)...min(i + r, count - 1) { sum += UInt32(src[index(line, j)]) }
                    v[index(line, i)] = UInt8(truncatingIfNeeded: (sum &* inv &+ (1 << 23)) >> 24)
                }
            }
        }
        for _ in 0..<3 { pass(w, h) { y, x in y * w + x } }
        for _ in 0..<3 { pass(h, w) { x, y in y * w + x } }
        var out = mask
        out.values = v
        return out
    }

    /// A mask of random values in a random sub-rectangle (zero elsewhere), or everywhere.
    static func randomMask(_ rng: inout RasterTestSupport.XorShift32, width: Int, height: Int, everywhere: Bool) throws -> Mask {
        var m = try Mask(width: width, height: height, value: 0)
        let x0 = everywhere ? 0 : Int(rng.next() % UInt32(width)), y0 = everywhere ? 0 : Int(rng.next() % UInt32(height))
        let x1 = everywhere ? width : x0 + 1 + Int(rng.next() % UInt32(width - x0))
        let y1 = everywhere ? height : y0 + 1 + Int(rng.next() % UInt32(height - y0))
        for y in y0..<y1 {
            for x in x0..<x1 {
                let v = rng.next()
                m.values[y * width + x] = v & 3 == 0 ? 0 : v & 3 == 1 ? 255 : UInt8(truncatingIfNeeded: v >> 8)
            }
        }
        return m
    }
}

@Suite("Blur kernels")
struct BlurKernelTests {
    typealias S = RasterTestSupport

    @Test("the 16-bit box divisor gives the reference quotient for every reachable sum of every width it accepts")
    func boxDivisorExhaustive() {
        var accepted = 0
        for r in 1...127 {
            let filter = BoxFilter(radius: r), d = 2 * r + 1
            guard let (m, shift) = filter.fastDivisor else { continue }
            accepted += 1
            var s = 0
            while s <= 255 * d {
                var sums = SIMD8<UInt16>(repeating: 0)
                for lane in 0..<8 { sums[lane] = UInt16(min(s + lane, 255 * d)) }
                let fast = BoxFilter.quotient(sums, radius: UInt16(r), multiplier: m, shift: shift)
                for lane in 0..<8 where fast[lane] != filter.quotient(UInt32(sums[lane])) {
                    Issue.record("d = \(d), sum = \(sums[lane]): \(fast[lane]) ≠ \(filter.quotient(UInt32(sums[lane])))")
                    return
                }
                s += 8
            }
        }
        // Every width up to 181 (σ ≈ 96) takes the fast path; wider boxes use the scalar one.
        #expect(accepted == 90)
        #expect(BoxFilter(radius: 91).fastDivisor == nil)
    }

    /// Blurs seeded random masks (values in a random sub-rectangle, then everywhere) of each `(w, h, σ)` with
    /// `blur` and expects the bytes of `reference`.
    private func expectMatches(_ cases: [(Int, Int, Double)], seed: UInt32, _ blur: (inout Mask, Double) -> Void,
                               reference: (Mask, Double) -> Mask) throws {
        var rng = S.XorShift32(state: seed)
        for (w, h, sigma) in cases {
            for everywhere in [false, true] {
                let m = try BlurReference.randomMask(&rng, width: w, height: h, everywhere: everywhere)
                var fast = m
                blur(&fast, sigma)
                #expect(fast == reference(m, sigma), "\(w)×\(h) σ \(sigma)")
            }
        }
    }

    @Test("box blur matches the plain three-pass reference on random masks, cropped or not, both divisor paths")
    func boxBlurMatchesReference() throws {
        try expectMatches([(37, 23, 2.0), (64, 64, 8.0), (101, 17, 3.5), (5, 90, 1.3), (48, 33, 100.0)], seed: 2024,
                          { GaussianBlur.boxBlur(&$0, sigma: $1) }, reference: BlurReference.box)
    }

    @Test("exact Gaussian matches the plain per-pixel reference byte for byte on random masks")
    func gaussianMatchesReference() throws {
        try expectMatches([(29, 31, 2.0), (70, 40, 8.0), (17, 60, 0.7), (3, 3, 1.0)], seed: 77,
                          { GaussianBlur.blur(&$0, sigma: $1) }, reference: BlurReference.gaussian)
    }

    /// Found by `scripts/fuzz path`: a shadow blur of 1e-300 gave σ = 5e-301, whose 2σ² is 0, so the centre
    /// weight was 0/0 and its conversion to an integer trapped.
    @Test("a tiny, subnormal or huge σ gives a usable kernel and box width", arguments: [1e-300, 5e-324, 0.05, 0.12])
    func tinySigma(sigma: Double) {
        #expect(GaussianBlur.kernel(sigma: sigma) == [65536])
        #expect(GaussianBlur.boxWidth(sigma: sigma) == 1)
    }

    @Test("the smallest σ with a kernel of its own rounds its outer taps as the formula does")
    func smallestSigmaKernel() {
        #expect(GaussianBlur.kernel(sigma: 0.125) == [0, 65536, 0])
        #expect(GaussianBlur.kernel(sigma: 0.3).count == 3 && GaussianBlur.kernel(sigma: 0.3)[0] > 0)
        #expect(GaussianBlur.boxWidth(sigma: 1e300) == (1 << 30) | 1)
    }

    @Test("16 × 16 tile transposition swaps rows and columns")
    func transpose() {
        var rng = S.XorShift32(state: 5)
        let rows = 32, cols = 48
        let src = (0..<(rows * cols)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        var dst = [UInt8](repeating: 0, count: rows * cols)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                ByteTranspose.transpose(s.baseAddress!, srcStride: cols, rows: rows, cols: cols,
                                        into: d.baseAddress!, dstStride: rows)
            }
        }
        #expect((0..<rows).allSatisfy { r in (0..<cols).allSatisfy { c in dst[c * rows + r] == src[r * cols + c] } })
    }

    @Test("non-zero bounds match a per-pixel scan")
    func nonZeroBounds() throws {
        var rng = S.XorShift32(state: 11)
        for (w, h) in [(1, 1), (16, 3), (45, 20), (33, 33)] {
            for _ in 0..<6 {
                var m = try Mask(width: w, height: h, value: 0)
                for _ in 0..<Int(rng.next() % 4) { m.values[Int(rng.next() % UInt32(w * h))] = UInt8(1 + rng.next() % 255) }
                let set = (0..<(w * h)).filter { m.values[$0] != 0 }
                let expected = set.isEmpty ? nil : (set.map { $0 % w }.min()!, set.map { $0 / w }.min()!,
                                                    set.map { $0 % w }.max()! + 1, set.map { $0 / w }.max()! + 1)
                let got = m.nonZeroBounds
                #expect(got.map { [$0.x0, $0.y0, $0.x1, $0.y1] } == expected.map { [$0.0, $0.1, $0.2, $0.3] })
            }
        }
    }
}
