import Testing
@testable import FlipbookRaster

/// The shadow blur (exact below σ = 2, box passes from 2, at half resolution from 8) against the exact Gaussian:
/// the deviation documented in docs/core-graphics.md ("Shadow blur").
@Suite("Shadow blur")
struct ShadowBlurTests {
    /// A square of full coverage, 24 × 24, centred in a mask large enough for the exact kernel's reach.
    private func square(sigma: Double) throws -> Mask {
        let margin = Int((3 * sigma).rounded(.up)) + 4, side = 24 + 2 * margin
        var mask = try Mask(width: side, height: side, value: 0)
        for y in margin..<(margin + 24) { for x in margin..<(margin + 24) { mask.values[y * side + x] = 255 } }
        return mask
    }

    /// The largest difference, in 8-bit levels, between the shadow blur and the exact Gaussian of the square.
    private func maximumError(sigma: Double) throws -> Int {
        var exact = try square(sigma: sigma), shadow = exact
        GaussianBlur.blur(&exact, sigma: sigma)
        ShadowBlur.blur(&shadow, sigma: sigma)
        return zip(exact.values, shadow.values).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test("below σ = 2 the shadow blur is the exact Gaussian", arguments: [0.5, 1.0, 1.9])
    func exactForSmallBlurs(sigma: Double) throws {
        #expect(try maximumError(sigma: sigma) == 0)
    }

    /// The documented deviation: the box passes' odd widths `d = ⌊σ·3√(2π)/4 + ½⌋ | 1` overshoot σ most where
    /// `d` is small (σ 2–3 full size, σ 8–12 at half resolution), up to 25 levels at the square's edges; from
    /// σ = 16 on at most 6.
    @Test("from σ = 2 on it stays within the documented deviation from the exact Gaussian",
          arguments: [(2.0, 25), (3.0, 25), (5.0, 25), (8.0, 25), (12.0, 25), (16.0, 6), (32.0, 6), (64.0, 6)])
    func closeForLargeBlurs(sigma: Double, bound: Int) throws {
        let error = try maximumError(sigma: sigma)
        #expect(error <= bound, "σ \(sigma): \(error) levels")
    }

    @Test("non-finite and non-positive σ leave the mask unchanged", arguments: [0, -3, Double.nan, .infinity])
    func hostileSigma(sigma: Double) throws {
        var mask = try square(sigma: 1)
        let before = mask
        ShadowBlur.blur(&mask, sigma: sigma)
        #expect(mask == before)
    }
}
