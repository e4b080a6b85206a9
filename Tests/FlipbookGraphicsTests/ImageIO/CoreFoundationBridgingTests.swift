@testable import FlipbookGraphics
import Foundation
import Testing

/// The Core Foundation names chapter 5 uses that swift-corelibs-foundation lacks, and reading property values.
@Suite("Core Foundation bridging for ImageIO")
struct CoreFoundationBridgingTests {
    @Test("CFURLCreateWithFileSystemPath: POSIX and Windows paths, directories, nil for empty or HFS paths")
    func fileSystemPath() throws {
        let url = try #require(CFURLCreateWithFileSystemPath(kCFAllocatorDefault, "/tmp/plane.gif" as CFString, .cfurlposixPathStyle, false))
        #expect(url.isFileURL && url.path == "/tmp/plane.gif")
        let folder = try #require(CFURLCreateWithFileSystemPath(nil, "/tmp/docs" as CFString, .cfurlposixPathStyle, true))
        #expect(folder.absoluteString.hasSuffix("/tmp/docs/"))
        let windows = try #require(CFURLCreateWithFileSystemPath(nil, "\\tmp\\a.gif" as CFString, .cfurlWindowsPathStyle, false))
        #expect(windows.path == "/tmp/a.gif")
        #expect(CFURLCreateWithFileSystemPath(nil, "" as CFString, .cfurlposixPathStyle, false) == nil)
        #expect(CFURLCreateWithFileSystemPath(nil, nil, .cfurlposixPathStyle, false) == nil)
    }

    @Test("NSMutableDictionary.setValue(_:forKey:) stores bridged values and removes with nil")
    func setValue() {
        let dictionary = NSMutableDictionary()
        dictionary.setValue(kCGImagePropertyColorModelRGB, forKey: kCGImagePropertyColorModel as String)
        dictionary.setValue(16, forKey: kCGImagePropertyDepth as String)
        #expect(dictionary[kCGImagePropertyColorModel as String] as? String == "RGB")
        #expect((dictionary[kCGImagePropertyDepth as String] as? NSNumber)?.intValue == 16)
        dictionary.setValue(nil, forKey: kCGImagePropertyDepth as String)
        #expect(dictionary.count == 1)
    }

    @Test("Property values: numbers of every kind, nested Swift and NS dictionaries")
    func propertyValues() {
        for value: Any in [NSNumber(value: 0.5), 0.5, Float(0.5), CGFloat(0.5)] {
            #expect(PropertyValues.number(value) == 0.5)
        }
        #expect(PropertyValues.number(3) == 3 && PropertyValues.number(true) == 1 && PropertyValues.number("0.5") == nil)
        let inner = NSMutableDictionary()
        inner.setValue(1, forKey: kCGImagePropertyGIFLoopCount as String)
        let swiftNested = [kCGImagePropertyGIFDictionary as String: [kCGImagePropertyGIFDelayTime as String: 0.1]] as CFDictionary
        let nsNested = [kCGImagePropertyGIFDictionary as String: inner] as CFDictionary
        #expect(PropertyValues.number(PropertyValues.value(kCGImagePropertyGIFDelayTime, in: kCGImagePropertyGIFDictionary, of: swiftNested)) == 0.1)
        #expect(PropertyValues.number(PropertyValues.value(kCGImagePropertyGIFLoopCount, in: kCGImagePropertyGIFDictionary, of: nsNested)) == 1)
        #expect(PropertyValues.value(kCGImagePropertyGIFLoopCount, in: kCGImagePropertyGIFDictionary, of: nil) == nil)
    }

    @Test("UTType and kUTType: identifiers, extensions, MIME types; unknown types are nil")
    func typeIdentifiers() {
        #expect(UTType.gif.identifier == "com.compuserve.gif" && UTType.png.identifier == "public.png")
        #expect(String(kUTTypeGIF) == UTType.gif.identifier && String(kUTTypePNG) == UTType.png.identifier)
        #expect(UTType(filenameExtension: "GIF") == .gif && UTType("public.PNG") == .png)
        #expect(UTType.gif.preferredMIMEType == "image/gif" && UTType.png.preferredFilenameExtension == "png")
        #expect(UTType("public.jpeg") == nil && UTType(filenameExtension: "jpg") == nil)
    }
}
