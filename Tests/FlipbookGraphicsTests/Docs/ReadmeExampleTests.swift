import Foundation
import FlipbookGraphics
import Testing

/// The drawing example of docs/core-graphics.md (and the README), kept compiling and checked.
@Suite("README drawing example")
struct ReadmeExampleTests {
    @Test func exampleDrawsARectangleAndACircle() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-readme-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // --- example start (the file name is `path` here) ---
        let context = CGContext(data: nil, width: 200, height: 120, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: 120)
        context.scaleBy(x: 1, y: -1)                       // UIKit-style: origin top-left, y down
        context.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
        context.fill(CGRect(x: 10, y: 10, width: 80, height: 60))
        context.setStrokeColor(CGColor.black)
        context.setLineWidth(4)
        context.strokeEllipse(in: CGRect(x: 110, y: 20, width: 70, height: 70))
        try context.makeImage()!.pngData().write(to: URL(fileURLWithPath: path))
        // --- example end ---
        let image = try CGImage(contentsOfPNGFile: path).rgbaImage
        #expect(image.width == 200 && image.height == 120)
        #expect(image[20, 20] == (51, 128, 230, 255))   // inside the rectangle, near the top-left
        #expect(image[145, 20] == (0, 0, 0, 255))       // on the circle's top edge (y 18...22)
        #expect(image[145, 55].a == 0)                  // the circle's centre stays transparent
    }
}
