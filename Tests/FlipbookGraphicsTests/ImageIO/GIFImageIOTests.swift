@testable import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// ImageIO's API on GIF: a destination's frames, delays and loop count, read back through an image source.
@Suite("CGImageSource and CGImageDestination · GIF")
struct GIFImageIOTests {
    static func solid(_ width: Int, _ height: Int, red: UInt8) -> CGImage {
        CGImage(RGBAImage(width: width, height: height, red: red, green: 40, blue: 200, alpha: 255))
    }

    /// A GIF written through a data destination from `frames` (image, delay in seconds) and file `properties`.
    static func write(_ frames: [(CGImage, Double)], properties: CFDictionary?) throws -> NSMutableData {
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, kUTTypeGIF, frames.count, nil))
        for (image, delay) in frames {
            CGImageDestinationAddImage(destination, image,
                                       [kCGImagePropertyGIFDictionary as String: [kCGImagePropertyGIFDelayTime as String: delay]] as CFDictionary)
        }
        CGImageDestinationSetProperties(destination, properties)
        #expect(CGImageDestinationFinalize(destination))
        return data
    }

    /// The GIF dictionary of `properties`.
    static func gif(_ properties: CFDictionary?) throws -> [String: Any] {
        let dictionary = try #require(properties as? [String: Any])
        return try #require(dictionary[kCGImagePropertyGIFDictionary as String] as? [String: Any])
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    @Test("Frames, delays (seconds → centiseconds), loop count: read back; DelayTime clamped to 0.1 s, unclamped as stored")
    func roundTrip() throws {
        let loop = NSMutableDictionary()
        loop.setValue(2, forKey: kCGImagePropertyGIFLoopCount as String)
        let data = try Self.write([(Self.solid(8, 6, red: 10), 0.05), (Self.solid(8, 6, red: 120), 0.1), (Self.solid(8, 6, red: 250), 0.234)],
                                  properties: [kCGImagePropertyGIFDictionary as String: loop] as CFDictionary)
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        #expect(CGImageSourceGetType(source) == kUTTypeGIF && CGImageSourceGetStatus(source) == .statusComplete)
        #expect(CGImageSourceGetCount(source) == 3)
        let expected: [(clamped: Double, unclamped: Double)] = [(0.1, 0.05), (0.1, 0.1), (0.23, 0.23)]
        for (index, delays) in expected.enumerated() {
            let gif = try Self.gif(CGImageSourceCopyPropertiesAtIndex(source, index, nil))
            #expect(Self.number(gif[kCGImagePropertyGIFDelayTime as String]) == delays.clamped)
            #expect(Self.number(gif[kCGImagePropertyGIFUnclampedDelayTime as String]) == delays.unclamped)
        }
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 2, nil)).rgbaImage
        #expect(image.width == 8 && image.height == 6 && Array(image.pixels[0..<4]) == [250, 40, 200, 255])
        let file = try Self.gif(CGImageSourceCopyProperties(source, nil))
        #expect(Self.number(file[kCGImagePropertyGIFLoopCount as String]) == 2)
        #expect(Self.number(file[kCGImagePropertyGIFCanvasPixelWidth as String]) == 8)
        #expect(Self.number(file[kCGImagePropertyGIFCanvasPixelHeight as String]) == 6)
        #expect((file[kCGImagePropertyGIFFrameInfoArray as String] as? [Any])?.count == 3)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(Self.number(properties[kCGImagePropertyPixelWidth as String]) == 8)
        #expect(Self.number(properties[kCGImagePropertyDepth as String]) == 8)
        #expect(CGImageSourceCreateImageAtIndex(source, 3, nil) == nil && CGImageSourceCopyPropertiesAtIndex(source, 3, nil) == nil)
    }

    @Test("No loop count: no loop extension; the canvas is the first image's size, a smaller image sits top left")
    func canvasAndNoLoop() throws {
        let data = try Self.write([(Self.solid(6, 4, red: 30), 0.1), (Self.solid(3, 2, red: 220), 0.1)], properties: nil)
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        let file = try Self.gif(CGImageSourceCopyProperties(source, nil))
        #expect(file[kCGImagePropertyGIFLoopCount as String] == nil)
        let second = try #require(CGImageSourceCreateImageAtIndex(source, 1, nil)).rgbaImage
        #expect(second.width == 6 && second.height == 4)
        #expect(Array(second.pixels[0..<4]) == [220, 40, 200, 255])
        #expect(second[5, 3].a == 0, "outside the smaller image: transparent")
    }

    @Test("Delays: UnclampedDelayTime wins over DelayTime; none, negative or NaN is 0; above 655.35 s clamped")
    func delays() {
        func delay(_ gif: [String: Any]) -> Int {
            GIFFileEncoder.delayCentiseconds(of: [kCGImagePropertyGIFDictionary as String: gif])
        }
        #expect(delay([kCGImagePropertyGIFDelayTime as String: 0.1, kCGImagePropertyGIFUnclampedDelayTime as String: 0.02]) == 2)
        #expect(delay([:]) == 0 && delay([kCGImagePropertyGIFDelayTime as String: -1]) == 0)
        #expect(delay([kCGImagePropertyGIFDelayTime as String: Double.nan]) == 0)
        #expect(delay([kCGImagePropertyGIFDelayTime as String: 1000]) == 65535)
        #expect(GIFFileEncoder.delayCentiseconds(of: [:]) == 0)
    }

    @Test("Truncated or corrupt GIF data: a source without images and a failed status, never a crash")
    func badInput() throws {
        let data = try Self.write([(Self.solid(8, 6, red: 10), 0.1)], properties: nil)
        let bytes = [UInt8](data as Data)
        let truncated = try #require(CGImageSourceCreateWithData(Data(bytes.prefix(12)) as CFData, nil))
        #expect(CGImageSourceGetCount(truncated) == 0)
        #expect([.statusUnexpectedEOF, .statusInvalidData].contains(CGImageSourceGetStatus(truncated)))
        #expect(CGImageSourceGetType(truncated) == kUTTypeGIF)
    }
}
