import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// ImageIO's image source on PNG data: one image, its properties, and what bad input gives.
@Suite("CGImageSource · PNG")
struct PNGImageSourceTests {
    /// A 3 × 2 RGBA image with a half-transparent pixel.
    static let image: RGBAImage = {
        var image = RGBAImage(width: 3, height: 2, red: 10, green: 200, blue: 30, alpha: 255)
        image.pixels[4..<8] = [255, 0, 0, 128]
        return image
    }()

    @Test("A PNG gives one image with the file's pixels, type public.png, status complete")
    func decodes() throws {
        let data = Data(try PNGCodec.encode(Self.image))
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetType(source) == "public.png")
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.rgbaImage == Self.image)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
        #expect(CGImageSourceCreateImageAtIndex(source, -1, nil) == nil)
    }

    @Test("Properties: pixel size, depth 8, RGB, alpha; none for an invalid index; the file size")
    func properties() throws {
        let data = Data(try PNGCodec.encode(Self.image))
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 3)
        #expect(properties[kCGImagePropertyPixelHeight as String] as? Int == 2)
        #expect(properties[kCGImagePropertyDepth as String] as? Int == 8)
        #expect(properties[kCGImagePropertyHasAlpha as String] as? Bool == true)
        #expect(properties[kCGImagePropertyColorModel as String] as? String == "RGB")
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) == nil)
        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [String: Any])
        #expect(file[kCGImagePropertyFileSize as String] as? Int == data.count)
    }

    @Test("Unknown data: a source with no image and status unknownType; damaged PNG: invalid data or EOF")
    func badInput() throws {
        let garbage = try #require(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil))
        #expect(CGImageSourceGetCount(garbage) == 0)
        #expect(CGImageSourceGetType(garbage) == nil)
        #expect(CGImageSourceGetStatus(garbage) == .statusUnknownType)
        #expect(CGImageSourceCreateImageAtIndex(garbage, 0, nil) == nil)
        #expect(CGImageSourceCopyProperties(garbage, nil) == nil)

        let bytes = try PNGCodec.encode(Self.image)
        let truncated = try #require(CGImageSourceCreateWithData(Data(bytes.prefix(bytes.count - 20)) as CFData, nil))
        #expect(CGImageSourceGetStatus(truncated) == .statusUnexpectedEOF)
        #expect(CGImageSourceGetCount(truncated) == 0)
        var damaged = bytes
        damaged[40] ^= 0xFF
        let corrupt = try #require(CGImageSourceCreateWithData(Data(damaged) as CFData, nil))
        #expect(CGImageSourceGetStatus(corrupt) == .statusInvalidData)
    }

    @Test("From a URL: the file's image; nil for a missing file or a URL that is not a file URL")
    func fromURL() throws {
        let path = NSTemporaryDirectory() + "flipbook-imagesource-\(#line)-\(getpid()).png"
        try PNGCodec.write(Self.image, to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try #require(CGImageSourceCreateWithURL(URL(fileURLWithPath: path) as CFURL, nil))
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil)?.rgbaImage == Self.image)
        #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: path + ".missing") as CFURL, nil) == nil)
        #expect(CGImageSourceCreateWithURL(URL(string: "https://example.com/a.png")! as CFURL, nil) == nil)
    }

    @Test("The types sources read and destinations write")
    func typeIdentifiers() {
        #expect((CGImageSourceCopyTypeIdentifiers() as? [String])?.contains("public.png") == true)
        #expect((CGImageDestinationCopyTypeIdentifiers() as? [String])?.contains("public.png") == true)
    }
}
