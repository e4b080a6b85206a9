import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("UIImage: CGImage wrapping, scale, PNG data and files, names")
struct UIImageTests {
    /// A 4×2-pixel image, red on the left half, blue on the right.
    static func sample() -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: OneXFormat.make()).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }.cgImage!
    }

    @Test("size is pixels divided by scale; quarter turns swap it")
    func sizeAndScale() {
        let cgImage = Self.sample()
        let plain = UIImage(cgImage: cgImage)
        #expect(plain.scale == 1 && plain.imageOrientation == .up && plain.size == CGSize(width: 4, height: 2))
        #expect(plain.cgImage === cgImage)
        #expect(UIImage(cgImage: cgImage, scale: 2, orientation: .up).size == CGSize(width: 2, height: 1))
        #expect(UIImage(cgImage: cgImage, scale: 2, orientation: .right).size == CGSize(width: 1, height: 2))
        #expect(UIImage(cgImage: cgImage, scale: 0, orientation: .up).scale == 1)
        #expect(UIImage(cgImage: cgImage, scale: -.nan, orientation: .up).scale == 1)
        #expect(UIImage().size == .zero && UIImage().cgImage == nil && UIImage().pngData() == nil)
    }

    @Test("PNG data round-trips; other data is nil")
    func pngData() throws {
        let image = UIImage(cgImage: Self.sample())
        let data = try #require(UIImagePNGRepresentation(image))
        #expect(data == image.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == image.size)
        #expect(ImagePixels.pixel(decoded, x: 0, y: 0) == [255, 0, 0, 255])
        #expect(ImagePixels.pixel(decoded, x: 3, y: 1) == [0, 0, 255, 255])
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test("files: the @2x suffix gives the scale; missing files are nil; names are found in a bundle")
    func filesAndNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("UIImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try #require(UIImage(cgImage: Self.sample()).pngData())
        try data.write(to: directory.appendingPathComponent("tile.png"))
        try data.write(to: directory.appendingPathComponent("tile@2x.png"))
        try data.write(to: directory.appendingPathComponent("only@3x.png"))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("tile@2x.png").path)?.scale == 2)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("tile.png").path)?.scale == 1)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
        let bundle = try #require(Bundle(path: directory.path))
        let twoX = UITraitCollection(displayScale: 2)
        #expect(UIImage(named: "tile", in: bundle, compatibleWith: twoX)?.scale == 2)
        #expect(UIImage(named: "tile", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))?.scale == 1)
        #expect(UIImage(named: "tile.png", in: bundle, compatibleWith: twoX)?.scale == 2)
        #expect(UIImage(named: "only", in: bundle, compatibleWith: twoX)?.scale == 3)
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
    }

    @Test("draw(in:) and draw(at:) draw upright in UIKit coordinates")
    func drawing() {
        let tile = UIImage(cgImage: Self.sample())
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: OneXFormat.make()).image { _ in
            tile.draw(at: CGPoint(x: 4, y: 0))
            tile.draw(in: CGRect(x: 0, y: 2, width: 4, height: 2))
        }
        #expect(ImagePixels.pixel(image, x: 4, y: 0) == [255, 0, 0, 255])
        #expect(ImagePixels.pixel(image, x: 7, y: 1) == [0, 0, 255, 255])
        #expect(ImagePixels.pixel(image, x: 0, y: 3) == [255, 0, 0, 255])
        #expect(ImagePixels.pixel(image, x: 0, y: 0) == [0, 0, 0, 0])
    }
}

@Suite("UIImage(named:) finds the stand-in images")
struct UIImageStandInTests {
    @Test("seed names give the stand-ins at scale 1; a caller's bundle is searched alone", arguments: [
        ("Plane.png", CGSize(width: 100, height: 100)), ("timg_0001", CGSize(width: 250, height: 250)),
        ("bg.jpg", CGSize(width: 60, height: 60)), ("0", CGSize(width: 300, height: 200)),
    ])
    func standIns(name: String, size: CGSize) throws {
        let image = try #require(UIImage(named: name))
        #expect(image.size == size && image.scale == 1)
        #expect(UIImage(named: name, in: nil, compatibleWith: nil)?.size == size)
        #expect(UIImage(named: name, in: Bundle(for: UIImage.self), compatibleWith: nil) == nil)
    }

    @Test("Inside a host, the host's app picks the picture a name means: the book's background.jpg is its starry sky")
    func hostApp() throws {
        let host = LayerHost()
        #expect(host.standInApp == nil)
        let shared = try #require(host.perform { UIImage(named: "background.jpg") })
        #expect(shared.size == CGSize(width: 60, height: 60))
        host.standInApp = .book
        #expect(host.standInApp == .book)
        let book = try #require(host.perform { UIImage(named: "background.jpg") })
        #expect(book.size == CGSize(width: 414, height: 736))
        host.standInApp = .article(2)
        #expect(host.perform { UIImage(named: "background.jpg") }?.size == CGSize(width: 60, height: 60))
        #expect(UIImage(named: "background.jpg")?.size == CGSize(width: 60, height: 60))
    }
}
