import Foundation
import FlipbookImageIO
import Testing
@testable import FlipbookGraphics

@Suite("CGImage")
struct CGImageTests {
    /// A 3×2 image whose pixel (x, y) has red = 10·x, green = 10·y, alpha 255 except (2, 1) at alpha 128.
    private func sample() throws -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<2 {
            for x in 0..<3 {
                pixels += [UInt8(10 * x), UInt8(10 * y), 200, x == 2 && y == 1 ? 128 : 255]
            }
        }
        return try RGBAImage(width: 3, height: 2, pixels: pixels)
    }

    @Test func rgbaImageRoundTripsWithStraightAlpha() throws {
        let source = try sample()
        let image = CGImage(source)
        #expect(image.width == 3 && image.height == 2)
        #expect(image.bytesPerRow == 12 && image.bitsPerComponent == 8 && image.bitsPerPixel == 32)
        #expect(image.alphaInfo == .last)
        #expect(image.rgbaImage == source)
    }

    @Test func premultipliedPixelsFeedTheRenderer() throws {
        let image = CGImage(try sample())
        #expect(image.pixmap.components(x: 2, y: 1) == (10, 5, 100, 128))
    }

    @Test func croppingUsesTopLeftPixelCoordinates() throws {
        let image = CGImage(try sample())
        let cropped = try #require(image.cropping(to: CGRect(x: 1.5, y: 1, width: 5, height: 5)))
        // Made integral (x 1...) and clipped to the image: columns 1–2 of row 1.
        #expect(cropped.width == 2 && cropped.height == 1)
        #expect(cropped.rgbaImage[0, 0] == (10, 10, 200, 255))
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    @Test func dataProviderExposesTheStoredBytes() throws {
        let image = CGImage(try sample())
        let data = try #require(image.dataProvider?.data) as Data
        #expect(data.count == 24)
        #expect(Array(data.prefix(4)) == [0, 0, 200, 255])
    }

    @Test func pngRoundTrip() throws {
        let image = CGImage(try sample())
        let decoded = try CGImage(pngData: try image.pngData())
        #expect(decoded.rgbaImage == image.rgbaImage)
        #expect(throws: ImageIOError.self) { try CGImage(pngData: Data([1, 2, 3])) }
    }

    @Test func bitmapInfoDecodesByteOrders() throws {
        let bgra = try #require(PixelFormat(bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
            | CGBitmapInfo.byteOrder32Little.rawValue))
        #expect(bgra.offsets == (2, 1, 0, 3))
        let rgba = try #require(PixelFormat(bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(rgba.offsets == (0, 1, 2, 3) && rgba.isRendererFormat)
        #expect(PixelFormat(bitmapInfo: 0) == nil)
        #expect(PixelFormat(bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | (1 << 8)) == nil)
    }
}
