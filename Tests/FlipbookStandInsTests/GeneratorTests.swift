import FlipbookImageIO
import FlipbookStandIns
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

    @Test("The generator draws every bundled file, each once")
    func drawsEveryFile() {
        let names = StandInDrawing.all.map { $0.name + ".png" }
        #expect(names.count == Set(names).count)
        #expect(Set(names) == Set(StandInFiles.sizes.keys))
    }
}
