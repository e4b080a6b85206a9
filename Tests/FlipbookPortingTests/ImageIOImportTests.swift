import ImageIO
import MobileCoreServices
import Testing
import UIKit
import UniformTypeIdentifiers

/// `import ImageIO`, `MobileCoreServices` and `UniformTypeIdentifiers` beside `import UIKit`, as chapter 5's iOS
/// files write them: every name resolves once, and `NSSearchPathForDirectoriesInDomains` is the host's.
@Suite("import ImageIO, MobileCoreServices, UniformTypeIdentifiers")
struct ImageIOImportTests {
    @Test("kUTTypeGIF and UTType.gif name one type; a GIF destination writes into the host's Documents")
    func namesResolve() throws {
        #expect(kUTTypeGIF as String == UTType.gif.identifier)
        let host = LayerHost()
        let path = try host.perform { () throws -> String in
            let documents = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
            let url = try #require(CFURLCreateWithFileSystemPath(kCFAllocatorDefault, documents + "/a.gif" as CFString,
                                                                 .cfurlposixPathStyle, false))
            let destination = try #require(CGImageDestinationCreateWithURL(url, UTType.gif.identifier as CFString, 1, nil))
            let image = try #require(UIImage(named: "0.png")?.cgImage)
            CGImageDestinationAddImage(destination, image, nil)
            #expect(CGImageDestinationFinalize(destination))
            return url.path!
        }
        #expect(path.hasPrefix(try #require(host.sandboxDirectory).path))
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
