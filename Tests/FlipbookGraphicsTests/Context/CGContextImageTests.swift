import Foundation
import FlipbookImageIO
import Testing
@testable import FlipbookGraphics

@Suite("CGContext image drawing")
struct CGContextImageTests {
    /// A 2×2 image: red, green on the top row; blue, white on the bottom row.
    private func quadrants() throws -> CGImage {
        CGImage(try RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255,
                                                          0, 0, 255, 255, 255, 255, 255, 255]))
    }

    @Test func imageIsUprightInTheUnflippedSpace() throws {
        let context = try makeRGBAContext(width: 2, height: 2)
        context.draw(try quadrants(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.bytes(x: 0, row: 0) == [255, 0, 0, 255])
        #expect(context.bytes(x: 1, row: 1) == [255, 255, 255, 255])
    }

    @Test func imageIsUpsideDownInAFlippedSpaceAsOnIOS() throws {
        let context = try makeRGBAContext(width: 2, height: 2)
        context.flipToTopLeft()
        context.draw(try quadrants(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.bytes(x: 0, row: 0) == [0, 0, 255, 255])
        #expect(context.bytes(x: 0, row: 1) == [255, 0, 0, 255])
    }

    @Test func nearestSamplingScalesIntoBlocks() throws {
        let context = try makeRGBAContext(width: 4, height: 4)
        context.interpolationQuality = .none
        context.draw(try quadrants(), in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.bytes(x: 1, row: 1) == [255, 0, 0, 255])
        #expect(context.bytes(x: 2, row: 1) == [0, 255, 0, 255])
        #expect(context.bytes(x: 1, row: 2) == [0, 0, 255, 255])
    }

    @Test func bilinearSamplingBlendsNeighbours() throws {
        let context = try makeRGBAContext(width: 4, height: 1)
        let strip = CGImage(try RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255]))
        context.draw(strip, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        // Texel centres at device x = 1 and 3; pixel centres 1.5 and 2.5 are 1/4 and 3/4 of the way.
        let values = (0..<4).map { Int(context.bytes(x: $0, row: 0)[0]) }
        #expect(values[0] == 0 && values[3] == 255)
        #expect(abs(values[1] - 64) <= 1 && abs(values[2] - 191) <= 1)
    }

    @Test func croppedImageDrawsItsPart() throws {
        let context = try makeRGBAContext(width: 1, height: 1)
        let cropped = try #require(try quadrants().cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1)))
        context.draw(cropped, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.bytes(x: 0, row: 0) == [0, 255, 0, 255])
    }

    @Test func contextImageRoundTripsThroughDrawing() throws {
        let source = try makeRGBAContext(width: 3, height: 3)
        source.setFillColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        source.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let image = try #require(source.makeImage())
        let copy = try makeRGBAContext(width: 3, height: 3)
        copy.draw(image, in: CGRect(x: 0, y: 0, width: 3, height: 3))
        #expect(copy.makeImage()?.rgbaImage == image.rgbaImage)
    }
}
