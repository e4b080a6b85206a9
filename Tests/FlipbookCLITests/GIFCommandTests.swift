import FlipbookGallery
import FlipbookImageIO
import FlipbookScenes
import Foundation
import Testing

/// `flipbook gif`, end to end: the executable writes a GIF that decodes to the frames of the timeline with their
/// delays, and bad input exits non-zero with a message.
@Suite("flipbook gif")
struct GIFCommandTests {
    @Test("A range and frame rate give one frame per grid time, with cumulatively rounded delays and the hold")
    func framesAndDelays() throws {
        let folder = try FlipbookTool.temporaryDirectory("gif")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlipbookTool.run(["gif", "case-25", "--fps", "30", "--from", "0.5", "--to", "1.5", "--hold", "0.25",
                                        "--dithering", "none", "-o", "out.gif"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("gif: out.gif (case-25, 31 frames at 30 fps, 0.500–1.500 s, scale 1,"))
        #expect(run.standardError.contains("31/31"))
        let decoder = try GIFDecoder(data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/out.gif"))))
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        #expect(decoder.width == Int(scene.canvasSize.width) && decoder.height == Int(scene.canvasSize.height))
        #expect(decoder.frameCount == 31 && decoder.loopCount == 0)
        let delays = (0..<31).map { decoder.frameInfo(at: $0).delayCentiseconds }
        #expect(Array(delays.prefix(6)) == [3, 3, 4, 3, 3, 4])
        #expect(delays.last == 3 + 25)
        #expect(delays.reduce(0, +) == 103 + 25)
        // Frame 15 is t = 1.0: Case 25's flat colours come through the palette exactly.
        let frame = try decoder.image(at: 15)
        let rendered = try scene.renderFrame(at: 1.0)
        #expect(frame == rendered)
    }

    @Test("By default the range is the case's first to last sample time at 15 fps, looping forever")
    func defaults() throws {
        let folder = try FlipbookTool.temporaryDirectory("gif-defaults")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlipbookTool.run(["gif", "CASE-25", "--scale", "2", "--loop", "3"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        let timeline = try FrameTimeline(from: scene.sampleTimes.first!, to: scene.sampleTimes.last!, framesPerSecond: 15)
        let decoder = try GIFDecoder(data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/case-25.gif"))))
        #expect(decoder.frameCount == timeline.frameCount && decoder.loopCount == 3)
        #expect(decoder.width == 2 * Int(scene.canvasSize.width))
        #expect((0..<decoder.frameCount).map { decoder.frameInfo(at: $0).delayCentiseconds } == timeline.delaysInCentiseconds(holdingLastFrameFor: 0.5))
    }

    @Test("An unknown case exits 64 and names the nearest cases")
    func unknownCase() throws {
        let folder = try FlipbookTool.temporaryDirectory("gif-unknown")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlipbookTool.run(["gif", "case-2x5"], in: folder)
        #expect(run.status == 64)
        #expect(run.standardError.contains("no case \"case-2x5\"; did you mean case-25"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".gif") }.isEmpty)
    }

    @Test("Bad options exit non-zero with a message and write nothing", arguments: [
        (["--fps", "0"], "--fps must be 1 to 50"),
        (["--fps", "60"], "--fps must be 1 to 50"),
        (["--scale", "4"], "--scale must be 1, 2 or 3"),
        (["--from=-1"], "--from must be a time in seconds"),
        (["--to", "nan"], "--to must be a time in seconds"),
        (["--from", "2", "--to", "1"], "the range ends (1.0 s) before it starts (2.0 s)"),
        (["--to", "1000"], "more than 1000 frames"),
        (["--loop=-1"], "--loop must be 0 (forever) to 65535"),
        (["--hold", "61"], "--hold must be 0 to 60 seconds"),
        (["--dithering", "random"], "--dithering"),
    ])
    func badOptions(options: [String], message: String) throws {
        let folder = try FlipbookTool.temporaryDirectory("gif-bad")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlipbookTool.run(["gif", "case-25"] + options, in: folder)
        #expect(run.status != 0)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/case-25.gif"))
    }

    @Test("Nearest identifiers: what contains the text first, then by edit distance")
    func suggestionsViaRender() throws {
        let folder = try FlipbookTool.temporaryDirectory("render-unknown")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlipbookTool.run(["render", "b-27x", "--at", "0", "-o", "x.png"], in: folder)
        #expect(run.status == 64)
        #expect(run.standardError.contains("did you mean B-27"))
    }
}
