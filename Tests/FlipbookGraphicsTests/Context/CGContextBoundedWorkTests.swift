import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookGraphics

/// Issue 19's probes of Core Graphics: memory and time follow the bitmap's pixels, not the input's numbers
/// (docs/core-graphics.md, "Bad input"). Probes that grew to gigabytes before the bounds run in child processes.
@Suite("CGContext bounded work")
struct CGContextBoundedWorkTests {
    @Test("once its memory is shared a context keeps no second bitmap, and drawing still reaches the memory")
    func oneBitmapWhenShared() throws {
        let context = try makeRGBAContext(width: 64, height: 32)
        #expect(context.surface.width == 64)
        _ = context.data
        #expect(context.surface.width == 0 && context.surface.height == 0)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 60, y: 0, width: 4, height: 4))
        #expect(context.bytes(x: 62, row: 30) == [0, 0, 255, 255])
        #expect(context.bytes(x: 10, row: 30) == [0, 0, 0, 0])
        #expect(context.currentPixmap.components(x: 62, y: 30) == (0, 0, 255, 255))
        #expect(context.makeImage()?.pixmap == context.currentPixmap)
    }

    @Test("makeImage of a premultipliedLast context is a snapshot whose bytes are its pixmap's")
    func imageSnapshot() throws {
        let context = try makeRGBAContext(width: 8, height: 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = try #require(context.makeImage())
        #expect(image.storedBytes == image.pixmap.premultipliedBytes)
        #expect(image.pixmap.components(x: 2, y: 6) == (255, 0, 0, 255))
        context.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        #expect(image.pixmap.components(x: 6, y: 2).a == 0)
        #expect(context.currentPixmap.components(x: 6, y: 2).a == 255)
    }

    @Test("a context drawing into the caller's memory never allocates a bitmap of its own")
    func callerMemoryOnly() throws {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 16 * 8 * 4, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 16 * 8 * 4)
        let context = try #require(CGContext(data: memory, width: 16, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(context.surface.width == 0)
        context.setShadow(offset: CGSize(width: 2, height: -2), blur: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(context.surface.width == 0)
        #expect(context.bytes(x: 3, row: 4) == [255, 0, 0, 255])
        #expect(context.alpha(x: 7, row: 7) > 0)  // the shadow, 2 px right and down
    }

    @Test("a shadow cast wholly outside the bitmap is skipped: the pixels are those of no shadow at all",
          arguments: [CGSize(width: -15, height: 0), CGSize(width: 0, height: 20), CGSize(width: 40, height: -40)])
    func shadowOutsideBitmap(offset: CGSize) throws {
        func draw(shadow: Bool) throws -> Pixmap {
            let context = try makeRGBAContext(width: 16, height: 16)
            if shadow { context.setShadow(offset: offset, blur: 2) }
            context.setFillColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.55)
            context.fillEllipse(in: CGRect(x: 2.3, y: 3.1, width: 6.7, height: 5.2))
            return context.currentPixmap
        }
        #expect(try draw(shadow: true) == draw(shadow: false))
    }

    @Test("a dash of 10⁻⁶ strokes solid at its average coverage")
    func microscopicDash() async {
        await #expect(processExitsWith: .success) {
            guard let context = CGContext(data: nil, width: 64, height: 16, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { exit(3) }
            context.setLineWidth(4)
            context.setLineDash(phase: 0, lengths: [1e-6])
            context.move(to: CGPoint(x: 0, y: 8))
            context.addLine(to: CGPoint(x: 64, y: 8))
            context.strokePath()
            guard abs(context.alpha(x: 32, row: 8) - 128) <= 1, context.alpha(x: 32, row: 1) == 0 else { exit(1) }
        }
    }

    @Test("dashed lines through a point at 10¹⁸ and ±10⁶ long are dashed only where they can reach the bitmap")
    func farDashedLines() async {
        await #expect(processExitsWith: .success) {
            guard let context = CGContext(data: nil, width: 64, height: 16, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { exit(3) }
            context.setLineWidth(4)
            context.setLineDash(phase: 0, lengths: [4, 4])
            context.move(to: CGPoint(x: 0, y: 8))
            context.addLine(to: CGPoint(x: 1e18, y: 8))
            context.move(to: CGPoint(x: -1e6, y: 3))
            context.addLine(to: CGPoint(x: 1e6, y: 3))
            context.strokePath()
            // The first line's dashes: on over x 0…4, off over 4…8.
            guard context.alpha(x: 2, row: 8) == 255, context.alpha(x: 6, row: 8) == 0 else { exit(1) }
        }
    }

    @Test("a curve with control points at 10¹⁸ fills and strokes in bounded time")
    func farCurve() async {
        await #expect(processExitsWith: .success) {
            guard let context = CGContext(data: nil, width: 32, height: 32, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { exit(3) }
            context.setLineDash(phase: 0, lengths: [2, 2])
            context.move(to: CGPoint(x: 1, y: 1))
            context.addCurve(to: CGPoint(x: 30, y: 30), control1: CGPoint(x: 1e18, y: -1e18),
                             control2: CGPoint(x: -1e18, y: 1e18))
            context.closePath()
            context.drawPath(using: .fillStroke)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            guard context.bytes(x: 0, row: 31) == [255, 0, 0, 255] else { exit(1) }
        }
    }
}
