import Accelerate
import FlipbookVolume4
import Testing
import UIKit

/// Case 58's blur (`blurimageFromImage(image:)` of Sources/FlipbookVolume4/Cases/BlurImage.swift, the book's
/// function) in a file that imports `UIKit` and `Accelerate` as an iOS file does, on a known image: a 16 × 8 picture, red on the left half, blue on the
/// right; the 7 × 7 box mixes them over the 7 columns around the boundary.
@Suite("Case 58's blur, as printed")
struct BlurImageTests {
    /// The test picture: columns 0–7 opaque red, 8–15 opaque blue, premultiplied RGBA bytes.
    func redBlueImage() throws -> UIImage {
        let context = try #require(CGContext(data: nil, width: 16, height: 8, bitsPerComponent: 8, bytesPerRow: 64,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 8, y: 0, width: 8, height: 8))
        return UIImage(cgImage: try #require(context.makeImage()))
    }

    @Test("The Accelerate module name gives vImage's constants as iOS spells them")
    func acceleratesNames() {
        #expect(kvImageEdgeExtend == vImage_Flags(8) && kvImageNoError == 0)
    }

    @Test("Column 7 sees 4 red and 3 blue columns: R = 255 × 4/7 = 145.7 → 146, B = 109.3 → 109; edges stay pure")
    func blursTheBoundary() throws {
        let blurred = blurimageFromImage(image: try redBlueImage())
        let image = try #require(blurred.cgImage)
        #expect(image.width == 16 && image.height == 8)
        let bytes = try #require(image.dataProvider?.data) as Data
        let pixel = { (x: Int, y: Int) in Array(bytes[(y * image.bytesPerRow + x * 4)..<(y * image.bytesPerRow + x * 4 + 4)]) }
        for y in [0, 3, 7] {
            #expect(pixel(0, y) == [255, 0, 0, 255])
            #expect(pixel(4, y) == [255, 0, 0, 255])
            #expect(pixel(5, y) == [219, 0, 36, 255])    // 6 red, 1 blue: 218.6, 36.4
            #expect(pixel(7, y) == [146, 0, 109, 255])
            #expect(pixel(8, y) == [109, 0, 146, 255])
            #expect(pixel(15, y) == [0, 0, 255, 255])
        }
    }
}
