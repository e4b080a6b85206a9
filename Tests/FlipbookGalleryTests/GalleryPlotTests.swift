import FlipbookGallery
import FlipbookInspection
import FlipbookScenes
import Foundation
import Testing

/// The gallery's plots: `<id>/plot.svg` beside each animated case, shown on its card.
@Suite("Gallery plots")
struct GalleryPlotTests {
    @Test("An animated case's plot is the AnimationPlot of a fresh stage over its sample times; a static case has none")
    func plotFile() throws {
        let folder = NSTemporaryDirectory() + "flipbook-gallery-plot-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        #expect(try GalleryPlot.render(scene, into: folder) == 1)         // the button's position.y; its x stays
        let svg = try String(contentsOfFile: folder + "/" + GalleryPlot.fileName, encoding: .utf8)
        let stage = scene.makeStage(scale: 1)
        #expect(svg == (try AnimationPlot(host: stage.host, from: 0, to: 2, sampleCount: GalleryPlot.sampleCount)).svg)
        #expect(svg.contains("<title>animated properties: t = 0 … 2 s, 41 samples, 1 chart</title>"))
        #expect(svg.contains(">CALayer 0.0.0 · position.y</text>") && svg.contains(">constant: CALayer 0.0.0 · position: x = 207</text>"))

        let still = try #require(SceneCatalog.scene(id: "A-16"))
        #expect(!GalleryPlot.hasPlot(still))
        #expect(try GalleryPlot.render(still, into: folder + "/none") == 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/none"))
    }

    @Test("The page shows each animated case's plot, folded, and no plot for a static case")
    func page() throws {
        let scenes = try ["case-25", "A-16"].map { try #require(SceneCatalog.scene(id: $0)) }
        let html = GalleryPage(scenes: scenes, scale: 1).html()
        #expect(html.contains("<details class=\"plot\"><summary>animated properties over time (41 samples)</summary>"
            + "<a href=\"case-25/plot.svg\"><img src=\"case-25/plot.svg\" loading=\"lazy\" alt=\"case-25 animated properties over time\"></a></details>"))
        #expect(!html.contains("A-16/plot.svg"))
    }
}
