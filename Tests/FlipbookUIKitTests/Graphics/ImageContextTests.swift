import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("Image contexts and UIGraphicsImageRenderer")
struct ImageContextTests {
    @Test("an image context is current, y-down in points, and gives its image at its scale")
    func beginGetEnd() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.width == 20 && context.height == 10)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 10, height: 5))
        #expect(ImagePixels.pixel(image, x: 9, y: 1) == [255, 0, 0, 255])   // top-left 5×1 pt = 10×2 px
        #expect(ImagePixels.pixel(image, x: 10, y: 0) == [0, 0, 0, 0])
        #expect(ImagePixels.pixel(image, x: 0, y: 2) == [0, 0, 0, 0])
    }

    @Test("UIGraphicsBeginImageContext is scale 1; scale 0 is the main screen's; opaque has no alpha")
    func scales() throws {
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 2))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), true, 0)
        let nested = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(nested.scale == UIScreen.main.scale)
        #expect(ImagePixels.pixel(nested, x: 0, y: 0) == [0, 0, 0, 255])
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext()?.width == 3)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("zero, negative, NaN and huge sizes make an invalid context: nil until ended",
          arguments: [CGSize.zero, CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 1),
                      CGSize(width: 100_000, height: 1)])
    func invalidSizes(size: CGSize) {
        UIGraphicsBeginImageContextWithOptions(size, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        let image = UIGraphicsImageRenderer(size: size).image { _ in Issue.record("the block must not run") }
        #expect(image.cgImage == nil && image.size == .zero)
        #expect(UIGraphicsImageRenderer(size: size).pngData { _ in }.isEmpty)
    }

    @Test("ending without an image context leaves pushed contexts alone")
    func endWithoutImageContext() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        UIGraphicsPushContext(context)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === context)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsPopContext()
    }

    @Test("the renderer: format scale, bounds origin, currentImage, PNG data")
    func renderer() throws {
        let format = OneXFormat.make(scale: 2)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format)
        var midway: UIImage?
        let data = renderer.pngData { context in
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 2, height: 2))
            midway = context.currentImage
            UIColor.green.setStroke()
            context.stroke(CGRect(x: 12, y: 12, width: 2, height: 2), blendMode: .copy)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(ImagePixels.pixel(image, x: 1, y: 1) == [0, 0, 255, 255])
        #expect(ImagePixels.pixel(image, x: 7, y: 7) == [0, 255, 0, 255])
        #expect(ImagePixels.pixel(try #require(midway), x: 7, y: 7) == [0, 0, 0, 0])
        #expect(UIGraphicsImageRendererFormat().scale == UIScreen.main.scale)
        #expect(!UIGraphicsImageRendererFormat.default().opaque)
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3)).scale == 3)
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection()).scale == UIScreen.main.scale)
    }

    @Test("renderers on several threads never see each other's contexts")
    func threads() async {
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: OneXFormat.make()).image { _ in
                        UIColor(white: CGFloat(index) / 8, alpha: 1).setFill()
                        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
                    }
                    let expected = UInt8((Double(index) / 8 * 255).rounded())
                    return ImagePixels.pixel(image, x: 4, y: 4) == [expected, expected, expected, 255]
                }
            }
            for await matched in group { #expect(matched) }
        }
    }
}
