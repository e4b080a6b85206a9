import Foundation
import Testing
@testable import FlipbookGraphics

@Suite("CGContext bitmap memory")
struct CGContextBitmapTests {
    @Test func ownBufferIsZeroedWithComputedRowBytes() throws {
        let context = try makeRGBAContext(width: 5, height: 3)
        #expect(context.bytesPerRow == 20 && context.width == 5 && context.height == 3)
        #expect(context.bitsPerComponent == 8 && context.bitsPerPixel == 32)
        #expect(context.alphaInfo == .premultipliedLast)
        #expect(context.bytes(x: 4, row: 2) == [0, 0, 0, 0])
    }

    @Test("a context's own memory, first asked for after drawing, holds the drawing and zero padding")
    func ownMemorySharedAfterDrawing() throws {
        let context = try #require(CGContext(data: nil, width: 5, height: 3, bitsPerComponent: 8, bytesPerRow: 24,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
        #expect(context.bytes(x: 0, row: 0) == [255, 0, 0, 255] && context.bytes(x: 1, row: 2) == [255, 0, 0, 255])
        #expect(context.bytes(x: 4, row: 1) == [0, 0, 0, 0])
        let memory = UnsafeRawBufferPointer(start: try #require(context.data), count: 24 * 3)
        #expect((0..<3).allSatisfy { row in memory[(row * 24 + 20)..<(row * 24 + 24)].allSatisfy { $0 == 0 } })
    }

    @Test("currentPixmap holds what makeImage() holds, with or without the memory shared, and changes made in it")
    func currentPixmapMatchesMakeImage() throws {
        let context = try makeRGBAContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(context.currentPixmap.pixels == context.makeImage()?.pixmap.pixels)
        // Once the memory is shared, a change written there shows too.
        context.data!.assumingMemoryBound(to: UInt8.self)[3 * context.bytesPerRow + 3 * 4 + 3] = 255
        #expect(context.currentPixmap.pixels == context.makeImage()?.pixmap.pixels)
        #expect(context.currentPixmap.pixels[15] >> 24 == 255)
    }

    @Test func unsupportedParametersGiveNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
    }

    @Test func userSpaceIsYUpWithRowZeroAtTheTop() throws {
        let context = try makeRGBAContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.bytes(x: 0, row: 3) == [255, 0, 0, 255])
        #expect(context.bytes(x: 0, row: 0) == [0, 0, 0, 0])
        #expect(context.ctm == .identity)
    }

    @Test func flippedCTMPutsTheOriginAtTheTopLeft() throws {
        let context = try makeRGBAContext(width: 4, height: 4)
        context.flipToTopLeft()
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.bytes(x: 0, row: 0) == [0, 255, 0, 255])
        #expect(context.bytes(x: 0, row: 3) == [0, 0, 0, 0])
        #expect(context.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 4))
    }

    @Test func ctmOperationsComposeLikeApple() throws {
        let context = try makeRGBAContext(width: 10, height: 10)
        context.translateBy(x: 5, y: 5)
        context.rotate(by: .pi / 2)
        context.scaleBy(x: 2, y: 1)
        // The unit square at (1, 0)...(2, 1) is scaled to x 2...4, rotated to y 2...4 and x −1...0, moved by 5.
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        // y-up rows 7...9 → memory rows 1...2; columns 4.
        #expect(context.alpha(x: 4, row: 1) == 255 && context.alpha(x: 4, row: 2) == 255)
        #expect(context.alpha(x: 5, row: 1) == 0 && context.alpha(x: 4, row: 3) == 0)
        let expected = CGAffineTransform(scaleX: 2, y: 1).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 5, y: 5))
        #expect(abs(context.ctm.c - expected.c) < 1e-12 && context.ctm.tx == 5)
        context.concatenate(CGAffineTransform(translationX: 1, y: 0))
        #expect(CGPoint.zero.applying(context.ctm).y > 5.99)
    }

    @Test func littleEndianPremultipliedFirstIsBGRAInMemory() throws {
        let context = try #require(CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.bytes(x: 0, row: 0) == [0, 128, 255, 255])
        #expect(context.bitmapInfo.contains(.byteOrder32Little))
        let big = try #require(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        big.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        big.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(big.bytes(x: 0, row: 0) == [255, 255, 128, 0])
    }

    @Test func noneSkipLastIsOpaque() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue))
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // Half white over the (opaque) black background.
        #expect(context.bytes(x: 0, row: 0) == [128, 128, 128, 255])
    }

    @Test func userBufferIsReadAndWrittenByEveryOperation() throws {
        // 2×3 pixels in rows of 16 bytes (8 bytes of padding), pre-filled with opaque red.
        var memory = [UInt8](repeating: 0, count: 16 * 3)
        for row in 0..<3 { memory.replaceSubrange((row * 16)..<(row * 16 + 8), with: [255, 0, 0, 255, 255, 0, 0, 255]) }
        memory.withUnsafeMutableBytes { buffer in
            guard let context = CGContext(data: buffer.baseAddress, width: 2, height: 3, bitsPerComponent: 8,
                                          bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
                Issue.record("context creation failed")
                return
            }
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 2, width: 1, height: 1))  // top-left pixel
            // The caller changes a pixel between operations; the next operation sees it.
            buffer[16 + 4] = 0
            buffer[16 + 6] = 255
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        // Source (0, 0, 128, 128) over red: red · (1 − 128/255) = 127.
        #expect(Array(memory[0..<4]) == [127, 0, 128, 255])
        #expect(Array(memory[20..<24]) == [0, 0, 255, 255])
        #expect(Array(memory[8..<16]) == [UInt8](repeating: 0, count: 8))
    }

    @Test func makeImageIsASnapshot() throws {
        let context = try makeRGBAContext(width: 2, height: 2)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(context.makeImage())
        context.clear(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(image.width == 2 && image.alphaInfo == .premultipliedLast)
        #expect(image.rgbaImage[1, 1] == (255, 255, 255, 255))
        #expect(context.bytes(x: 1, row: 1) == [0, 0, 0, 0])
    }

    @Test(arguments: [
        CGImageAlphaInfo.premultipliedLast.rawValue,
        CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
        CGImageAlphaInfo.noneSkipLast.rawValue,
        CGImageAlphaInfo.noneSkipFirst.rawValue,
    ])
    func sharedMemoryAndPrivateDrawingGiveTheSameImage(bitmapInfo: UInt32) throws {
        func draw(sharingFirst: Bool) throws -> CGImage {
            let context = try #require(CGContext(data: nil, width: 24, height: 16, bitsPerComponent: 8, bytesPerRow: 0,
                                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo))
            if sharingFirst { _ = context.data }
            context.setFillColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.6)
            context.fillEllipse(in: CGRect(x: 2.5, y: 1.5, width: 18, height: 12))
            context.clear(CGRect(x: 10, y: 0, width: 3, height: 16))
            context.setShadow(offset: CGSize(width: 2, height: -2), blur: 2)
            context.setStrokeColor(gray: 0.2, alpha: 0.7)
            context.stroke(CGRect(x: 4, y: 4, width: 10, height: 6))
            return try #require(context.makeImage())
        }
        let shared = try draw(sharingFirst: true)
        let unshared = try draw(sharingFirst: false)
        #expect(shared.dataProvider?.data == unshared.dataProvider?.data)
        #expect(shared.rgbaImage == unshared.rgbaImage)
    }
}
