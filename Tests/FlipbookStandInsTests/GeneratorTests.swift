import FlipbookImageIO
import FlipbookStandIns
import Foundation
import Testing
@testable import StandInGenerator

@Suite("Stand-in generator")
struct GeneratorTests {
    @Test("Drawing a stand-in again gives the bundled file's pixels, and encodes to the same bytes each time",
          arguments: StandInDrawing.all.map(\.name))
    func redrawingMatchesTheBundledFile(name: String) throws {
        let drawing = try #require(StandInDrawing.all.first { $0.name == name })
        let url = try #require(StandIn.url(forImageNamed: name + ".png"))
        #expect(try drawing.render() == PNGCodec.read(contentsOf: url.path))
        #expect(try PNGCodec.encode(drawing.render()) == PNGCodec.encode(drawing.render()))
    }

    @Test("Encoding an animation again gives the bundled GIF's bytes", arguments: StandInAnimation.all.map(\.name))
    func reencodingMatchesTheBundledGIF(name: String) throws {
        let animation = try #require(StandInAnimation.all.first { $0.name == name })
        let url = try #require(StandIn.url(forImageNamed: name + ".gif"))
        #expect(try animation.encode() == [UInt8](Data(contentsOf: url)))
    }

    @Test("The generator draws every bundled file, each once")
    func drawsEveryFile() {
        let names = StandInDrawing.all.map { $0.name + ".png" }
        #expect(names.count == Set(names).count)
        #expect(Set(names) == Set(StandInFiles.sizes.keys))
        #expect(Set(StandInAnimation.all.map { $0.name + ".gif" }) == StandInFiles.animations)
    }
}
