import CoreGraphics
import Testing

/// `import CoreGraphics` alone, as an iOS file writes it: Core Graphics, the geometry types and the C library.
@Suite("import CoreGraphics")
struct CoreGraphicsImportTests {
    @Test("Darwin's MAXFLOAT and HUGE are the largest finite Float; the C library and the geometry types are there")
    func constantsAndGeometry() {
        let repeatCount: Float = MAXFLOAT
        #expect(repeatCount == Float.greatestFiniteMagnitude)
        #expect(HUGE == MAXFLOAT)
        #expect(sin(Double.pi / 2) == 1)
        let rect = CGRect(x: 0, y: 0, width: 414, height: 736).insetBy(dx: 7, dy: 8)
        #expect(rect.size == CGSize(width: 400, height: 720) && rect.origin == CGPoint(x: 7, y: 8))
        #expect(CGAffineTransform(scaleX: 2, y: 3).b == 0)
    }

    @Test("A CGContext draws as iOS code writes it")
    func drawing() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = try #require(context.makeImage())
        #expect(image.width == 4 && image.height == 4)
    }
}
