import Testing
@testable import FlipbookRaster

@Suite("Gaussian blur")
struct EffectsTests {
    typealias S = RasterTestSupport

    private func squareMask() throws -> Mask {
        var m = try Mask(width: 120, height: 120, value: 0)
        for y in 50..<70 { for x in 50..<70 { m.values[y * 120 + x] = 255 } }
        return m
    }

    private func mass(_ m: Mask) -> Int { m.values.reduce(0) { $0 + Int($1) } }

    @Test("the kernel sums to exactly 1.0 in 16.16 and is symmetric")
    func kernel() {
        let k = GaussianBlur.kernel(sigma: 8)
        #expect(k.count == 49)
        #expect(k.reduce(0, +) == 65536)
        #expect(k[0] == k[48] && k[10] == k[38])
    }

    @Test("exact blur conserves mass (within rounding) and spreads it")
    func exactConservesMass() throws {
        var m = try squareMask()
        let before = mass(m)
        GaussianBlur.blur(&m, sigma: 4)
        #expect(abs(mass(m) - before) <= before / 200)
        #expect(m.value(x: 45, y: 60) > 0)
        #expect(m.value(x: 60, y: 60) < 255)
    }

    @Test("3-box blur conserves mass and stays close to the exact Gaussian")
    func boxBlurCloseToGaussian() throws {
        var exact = try squareMask(), box = try squareMask()
        let before = mass(exact)
        GaussianBlur.blur(&exact, sigma: 8)
        GaussianBlur.boxBlur(&box, sigma: 8)
        #expect(abs(mass(box) - before) <= before / 100)
        let maxDiff = zip(exact.values, box.values).map { abs(Int($0) - Int($1)) }.max() ?? 0
        // Documented in docs/renderer.md: the 3-box approximation stays within 8/255 of the Gaussian (σ = 8).
        #expect(maxDiff <= 8)
    }

    @Test("pixmap blur keeps pixels premultiplied")
    func pixmapBlur() {
        var p = S.canvas(40, 40)
        var r = RasterPath(); r.addRect(x: 10, y: 10, width: 20, height: 20)
        Painter().fill(r, in: &p, paint: .solid(RasterColor(red: 1, green: 0.5, blue: 0.2, alpha: 0.8)))
        GaussianBlur.blur(&p, sigma: 3)
        #expect(p.pixels.allSatisfy { px in
            let a = px >> 24
            return px & 0xFF <= a && (px >> 8) & 0xFF <= a && (px >> 16) & 0xFF <= a
        })
        #expect(p.components(x: 8, y: 20).a > 0)
    }
}
