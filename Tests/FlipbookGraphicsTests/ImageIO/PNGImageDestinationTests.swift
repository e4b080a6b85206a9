import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// ImageIO's image destination writing PNG: one image to data or a file; what fails to finalize.
@Suite("CGImageDestination · PNG")
struct PNGImageDestinationTests {
    let image = CGImage(RGBAImage(width: 4, height: 3, red: 0, green: 128, blue: 255, alpha: 255))

    @Test("One image to CFMutableData: the PNG codec's bytes, read back equal")
    func toData() throws {
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, kUTTypePNG, 1, nil))
        CGImageDestinationAddImage(destination, image, nil)
        #expect(CGImageDestinationFinalize(destination))
        #expect([UInt8](data as Data) == (try PNGCodec.encode(image.rgbaImage)))
        #expect(!CGImageDestinationFinalize(destination), "a second finalize fails")
    }

    @Test("One image to a file URL made with CFURLCreateWithFileSystemPath, UTType.png's identifier")
    func toFile() throws {
        let path = NSTemporaryDirectory() + "flipbook-destination-\(getpid())-\(#line).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let url = try #require(CFURLCreateWithFileSystemPath(kCFAllocatorDefault, path as CFString, .cfurlposixPathStyle, false))
        let destination = try #require(CGImageDestinationCreateWithURL(url, UTType.png.identifier as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, nil)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing is written before finalizing")
        #expect(CGImageDestinationFinalize(destination))
        #expect(try PNGCodec.read(contentsOf: path) == image.rgbaImage)
    }

    @Test("Fails: unknown type or non-file URL (nil), no image, two images in a PNG (no APNG), unwritable path")
    func failures() throws {
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.jpeg", 1, nil) == nil)
        #expect(CGImageDestinationCreateWithURL(URL(string: "https://example.com/a.png")! as CFURL, kUTTypePNG, 1, nil) == nil)
        let empty = try #require(CGImageDestinationCreateWithData(NSMutableData(), kUTTypePNG, 1, nil))
        #expect(!CGImageDestinationFinalize(empty))
        let data = NSMutableData()
        let two = try #require(CGImageDestinationCreateWithData(data, kUTTypePNG, 2, nil))
        CGImageDestinationAddImage(two, image, nil)
        CGImageDestinationAddImage(two, image, nil)
        #expect(!CGImageDestinationFinalize(two))
        #expect(data.length == 0)
        let url = URL(fileURLWithPath: "/proc/flipbook/cannot/write.png") as CFURL
        let unwritable = try #require(CGImageDestinationCreateWithURL(url, kUTTypePNG, 1, nil))
        CGImageDestinationAddImage(unwritable, image, nil)
        #expect(!CGImageDestinationFinalize(unwritable))
    }

    @Test("A count below 1 is 1; images beyond the count are ignored")
    func capacity() throws {
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, kUTTypePNG, 0, nil))
        CGImageDestinationAddImage(destination, image, nil)
        CGImageDestinationAddImage(destination, CGImage(RGBAImage(width: 1, height: 1, red: 0, green: 0, blue: 0, alpha: 0)), nil)
        #expect(CGImageDestinationFinalize(destination))
        #expect(try PNGCodec.decode([UInt8](data as Data)) == image.rgbaImage)
    }
}
