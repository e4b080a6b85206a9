import FlipbookGallery
import FlipbookInspection
import FlipbookScenes
import Foundation
import Testing

/// `flipbook plot`, end to end: the executable writes the SVG of the case's animated properties, and bad input exits
/// 64 with a message.
@Suite("flipbook plot")
struct PlotCommandTests {
    @Test("A range and a sample count give the AnimationPlot of a fresh stage, byte for byte")
    func plot() throws {
        let folder = try FlipbookTool.temporaryDirectory("plot")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlipbookTool.run(["plot", "case-25", "--from", "0.5", "--to", "1.5", "--samples", "11", "-o", "out.svg"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let svg = try String(contentsOfFile: folder + "/out.svg", encoding: .utf8)
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        let stage = scene.makeStage(scale: 1)
        #expect(svg == (try AnimationPlot(host: stage.host, from: 0.5, to: 1.5, sampleCount: 11)).svg)
        #expect(run.standardOutput == "plot: out.svg (case-25, 1 chart, 11 samples, 0.500–1.500 s, \(svg.utf8.count) bytes)\n")
    }

    @Test("By default the range is the case's first to last sample time, written to <case>.plot.svg")
    func defaults() throws {
        let folder = try FlipbookTool.temporaryDirectory("plot-defaults")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlipbookTool.run(["plot", "CASE-25"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let svg = try String(contentsOfFile: folder + "/case-25.plot.svg", encoding: .utf8)
        #expect(svg.contains("<title>animated properties: t = 0 … 2 s, 61 samples, 1 chart</title>"))
    }

    @Test("Bad options and ranges exit 64 with a message and write nothing", arguments: [
        (["case-25", "--samples", "1"], "--samples must be 2 to 1000"),
        (["case-25", "--from=-1"], "--from must be a time in seconds"),
        (["case-25", "--to", "inf"], "--to must be a time in seconds"),
        (["case-25", "--from", "2", "--to", "1"], "the range 2…1 s is empty"),
        (["A-16"], "the range 0…0 s is empty"),
        (["case-2x5"], "no case \"case-2x5\"; did you mean case-25"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let folder = try FlipbookTool.temporaryDirectory("plot-bad")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlipbookTool.run(["plot"] + arguments, in: folder)
        #expect(run.status == 64)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }.isEmpty)
    }
}
