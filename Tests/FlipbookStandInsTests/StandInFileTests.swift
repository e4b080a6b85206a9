import FlipbookImageIO
import FlipbookStandIns
import Foundation
import Testing

@Suite("Stand-in files")
struct StandInFileTests {
    @Test("The resource folder holds exactly the documented files")
    func folderHoldsTheDocumentedFiles() throws {
        let folder = try #require(StandIn.url(forImageNamed: "Plane.png")).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(files) == Set(StandInFiles.sizes.keys).union(StandInFiles.animations))
        #expect(files.count == StandInFiles.sizes.count + StandInFiles.animations.count)
    }

    @Test("Every stand-in decodes with its documented size", arguments: StandInFiles.sizes.keys.sorted())
    func decodesWithItsSize(file: String) throws {
        let image = try StandInFiles.decode(file)
        let size = try #require(StandInFiles.sizes[file])
        #expect(image.width == size.width && image.height == size.height)
    }

    @Test("The pictures drawn on transparency are clear at the corners and opaque in the middle",
          arguments: ["turntable.png", "open2.png", "blackBall.png", "ball.png", "timg_0000.png"])
    func transparentAroundTheSubject(file: String) throws {
        let image = try StandInFiles.decode(file)
        for (x, y) in [(0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1)] {
            #expect(image[x, y].a == 0, "\(file) corner (\(x), \(y))")
        }
        #expect(image[image.width / 2, image.height / 2].a == 255)
    }

    @Test("The full-screen pictures are opaque everywhere", arguments: ["login.png", "Airport.png", "0.png", "Unlock.png", "Landscape.png", "Cover1.png", "Cover2.png", "Cover3.png"])
    func fullScreenPicturesAreOpaque(file: String) throws {
        let image = try StandInFiles.decode(file)
        #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
    }

    @Test("The turntable's eight sectors have eight different colours, so that its rotation shows")
    func turntableSectorsDiffer() throws {
        let image = try StandInFiles.decode("turntable.png")
        // Sample each sector halfway out (radius 100), between its dots: directions 12.5 + 2s of sixteen.
        let samples = (0..<8).map { sector -> [UInt8] in
            let angle = (12.5 + 2 * Double(sector)) * Double.pi / 8
            let x = Int((200 + 100 * cos(angle)).rounded()), y = Int((200 + 100 * sin(angle)).rounded())
            let pixel = image[x, y]
            return [pixel.r, pixel.g, pixel.b]
        }
        #expect(Set(samples).count == 8, "\(samples)")
    }

    @Test("The three covers tell apart at a glance and show mirroring and turning: each has its own colours in its middle and top right, and its left edge (the spine) differs from its right")
    func coversDifferAndAreAsymmetric() throws {
        let covers = try (1...3).map { try StandInFiles.decode("Cover\($0).png") }
        func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
            let pixel = image[x, y]
            return [pixel.r, pixel.g, pixel.b]
        }
        // The numeral's stroke crosses the middle column at y = 320 in each cover (the "1"'s and "2"'s base, the
        // "3"'s lower bowl).
        #expect(Set(covers.map { rgb($0, 160, 322) }).count == 3)
        #expect(Set(covers.map { rgb($0, 200, 200) }).count == 3)
        for (index, cover) in covers.enumerated() {
            #expect(rgb(cover, 10, 200) != rgb(cover, 290, 200), "cover \(index + 1): spine against right edge")
            #expect(rgb(cover, 260, 42) != rgb(cover, 40, 42), "cover \(index + 1): top-right mark against top left")
            #expect(rgb(cover, 150, 10) != rgb(cover, 150, 390), "cover \(index + 1): top against bottom")
        }
    }
}
