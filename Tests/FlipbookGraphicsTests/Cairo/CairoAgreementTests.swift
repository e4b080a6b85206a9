import Foundation
import FlipbookDiff
import FlipbookImageIO
import Testing
@testable import FlipbookGraphics

/// CGContext against cairo 1.16 on the same geometry (fixtures rendered by scripts/cairo-agreement).
///
/// Agreement means: pixels beyond pixelmatch's default threshold are anti-aliased edge pixels, except at
/// most 1 in 10,000 (the pixels where a self-intersecting outline crosses itself, whose winding regions
/// cancel in exact-area accumulation — see docs/core-graphics.md), and at most 2 % of the pixels differ
/// by more than 2 levels at all. The measured figures are listed in docs/core-graphics.md.
@Suite("Agreement with cairo")
struct CairoAgreementTests {
    /// The largest share of pixels allowed to differ by more than 2 levels in some channel.
    static let maxDifferingFraction = 0.02
    /// The largest share of pixels allowed beyond pixelmatch's threshold without looking anti-aliased.
    static let maxMismatchedFraction = 0.0001

    private func render(_ draw: (CGContext) -> Void) throws -> RGBAImage {
        let context = try makeRGBAContext(width: CairoScenes.size, height: CairoScenes.size)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: CairoScenes.size, height: CairoScenes.size))
        context.flipToTopLeft()
        draw(context)
        return try #require(context.makeImage()).rgbaImage
    }

    private func fixture(_ name: String) throws -> RGBAImage {
        let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/cairo/\(name).png")
        return try PNGCodec.read(contentsOf: url.path)
    }

    /// The number of pixels with some channel differing by more than `levels`.
    private func differingPixels(_ a: RGBAImage, _ b: RGBAImage, moreThan levels: Int) -> Int {
        var count = 0
        for index in stride(from: 0, to: a.pixels.count, by: 4) {
            let differs = (0..<4).contains { abs(Int(a.pixels[index + $0]) - Int(b.pixels[index + $0])) > levels }
            if differs { count += 1 }
        }
        return count
    }

    @Test(arguments: CairoScenes.all.map(\.name))
    func sceneAgreesWithCairo(_ name: String) throws {
        let draw = try #require(CairoScenes.all.first { $0.name == name }?.draw)
        let ours = try render(draw)
        let cairo = try fixture(name)
        let comparison = try ImageDiff.compare(expected: cairo, actual: ours)
        let differing = differingPixels(cairo, ours, moreThan: 2)
        let fraction = Double(differing) / Double(comparison.totalPixels)
        let mismatchedFraction = Double(comparison.mismatchedPixels) / Double(comparison.totalPixels)
        if mismatchedFraction > Self.maxMismatchedFraction || fraction > Self.maxDifferingFraction {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cairo-agreement").path
            try PNGCodec.write(ours, to: "\(folder)/\(name).actual.png")
            try PNGCodec.write(cairo, to: "\(folder)/\(name).cairo.png")
            if let diff = comparison.diffImage { try PNGCodec.write(diff, to: "\(folder)/\(name).diff.png") }
            Issue.record("\(name): images written to \(folder)")
        }
        #expect(mismatchedFraction <= Self.maxMismatchedFraction,
                "\(name): \(comparison.mismatchedPixels) non-anti-aliased mismatches")
        #expect(fraction <= Self.maxDifferingFraction,
                "\(name): \(differing) pixels (\(fraction * 100) %) differ by more than 2 levels")
    }
}
