import Foundation
import Testing
@testable import FlipbookGraphics

@Suite("Pattern colours: an image tile repeated by CGContext fills and strokes")
struct CGPatternColorTests {
    /// A 2×2-pixel tile: red, green on the top row; blue, white on the bottom row.
    static func tile() throws -> CGImage {
        let context = try makeRGBAContext(width: 2, height: 2)
        context.flipToTopLeft()
        let colours: [(CGFloat, CGFloat, CGFloat)] = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 1)]
        for (index, colour) in colours.enumerated() {
            context.setFillColor(red: colour.0, green: colour.1, blue: colour.2, alpha: 1)
            context.fill(CGRect(x: index % 2, y: index / 2, width: 1, height: 1))
        }
        return try #require(context.makeImage())
    }

    @Test("a pattern colour: pattern space, one component (alpha 1), equal only to itself")
    func colour() throws {
        let pattern = CGPattern(tile: try Self.tile(), size: CGSize(width: 2, height: 2))
        let colour = CGColor(pattern: pattern)
        #expect(colour.pattern === pattern)
        #expect(colour.colorSpace?.model == .pattern && colour.colorSpace?.numberOfComponents == 0)
        #expect(colour.numberOfComponents == 1 && colour.alpha == 1)
        #expect(colour == CGColor(pattern: pattern))
        #expect(colour != CGColor(pattern: CGPattern(tile: try Self.tile(), size: CGSize(width: 2, height: 2))))
        #expect(colour.copy(alpha: 0.5)?.pattern === pattern)
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).pattern == nil)
    }

    @Test("fills repeat the tile from the user-space origin, upright in a flipped space")
    func fill() throws {
        let context = try makeRGBAContext(width: 8, height: 6)
        context.flipToTopLeft()
        context.setFillColor(CGColor(pattern: CGPattern(tile: try Self.tile(), size: CGSize(width: 2, height: 2))))
        context.fill(CGRect(x: 1, y: 1, width: 6, height: 4))
        #expect(context.bytes(x: 0, row: 0) == [0, 0, 0, 0])             // outside the rectangle
        #expect(context.bytes(x: 1, row: 1) == [255, 255, 255, 255])     // tile (0, 0)'s bottom-right
        #expect(context.bytes(x: 2, row: 2) == [255, 0, 0, 255])         // tile (1, 1)'s top-left
        #expect(context.bytes(x: 3, row: 2) == [0, 255, 0, 255])
        #expect(context.bytes(x: 4, row: 3) == [0, 0, 255, 255])
        #expect(context.bytes(x: 6, row: 4) == [255, 0, 0, 255])
        #expect(context.bytes(x: 7, row: 4) == [0, 0, 0, 0])
    }

    @Test("tiles follow the CTM's scale and origin and the interpolation quality; strokes paint the pattern too")
    func scaledAndStroked() throws {
        let context = try makeRGBAContext(width: 8, height: 8)
        context.flipToTopLeft()
        context.scaleBy(x: 2, y: 2)
        context.translateBy(x: 1, y: 0)
        context.interpolationQuality = .none  // tiles are sampled by the context's interpolation quality
        let colour = CGColor(pattern: CGPattern(tile: try Self.tile(), size: CGSize(width: 2, height: 2)))
        context.setFillColor(colour)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        // Each tile pixel is 2×2 device pixels, the tile starts at device x = 2.
        #expect(context.bytes(x: 2, row: 0) == [255, 0, 0, 255])
        #expect(context.bytes(x: 3, row: 1) == [255, 0, 0, 255])
        #expect(context.bytes(x: 4, row: 0) == [0, 255, 0, 255])
        #expect(context.bytes(x: 5, row: 3) == [255, 255, 255, 255])
        context.setStrokeColor(colour)
        context.setLineWidth(1)
        context.stroke(CGRect(x: 0, y: 2.5, width: 2, height: 1))
        #expect(context.bytes(x: 2, row: 4) == [255, 0, 0, 255])
    }

    @Test("no tile, degenerate tiles and too many tiles paint nothing",
          arguments: [CGSize(width: 0, height: 2), CGSize(width: -2, height: 2), CGSize(width: CGFloat.nan, height: 2),
                      CGSize(width: 1e-6, height: 1e-6)])
    func nothing(size: CGSize) throws {
        let context = try makeRGBAContext(width: 4, height: 4)
        context.setFillColor(CGColor(pattern: CGPattern(tile: try Self.tile(), size: size)))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.setFillColor(CGColor(pattern: CGPattern(tile: nil, size: CGSize(width: 2, height: 2))))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.bytes(x: 1, row: 1) == [0, 0, 0, 0])
    }
}
