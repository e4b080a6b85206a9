import FlipbookCompositor
import FlipbookGallery
import FlipbookImageIO
import FlipbookScenes
import Foundation
import Testing

/// The gallery: its page lists every scene under its group, and its renderer writes each scene's frames and
/// filmstrip with the page, reporting scenes that fail.
@Suite("Gallery")
struct GalleryTests {
    @Test("The page has one section per group, in catalogue order, and a card per scene linking its files")
    func page() throws {
        let html = GalleryPage(scenes: SceneCatalog.all, scale: 2).html()
        let groups = ["Volume 2 · Chapter 6", "Volume 2 · Chapter 7", "Article 001", "Article 002"]
        let headings = groups.map { html.range(of: ">\($0)</h2>")?.lowerBound }
        #expect(headings.allSatisfy { $0 != nil })
        #expect(headings.compactMap { $0 } == headings.compactMap { $0 }.sorted())
        #expect(html.contains("rendered headlessly at scale 2"))
        for scene in SceneCatalog.all {
            #expect(html.contains("<div class=\"case\" id=\"\(scene.id)\">"))
            #expect(html.contains("src=\"\(scene.id)/filmstrip.png\""))
            for time in scene.sampleTimes { #expect(html.contains("href=\"\(scene.id)/\(GalleryPage.frameFileName(time))\"")) }
            let preview = try GalleryPreview.timeline(for: scene)
            #expect(html.contains("src=\"\(scene.id)/preview.gif\""))
            #expect(html.contains("background-image: url('\(scene.id)/preview-frames.png')"))
            #expect(html.contains("type=\"range\" min=\"0\" max=\"\(preview.frameCount - 1)\" value=\"0\" step=\"1\" aria-label=\"\(scene.id) time\""))
        }
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(GalleryPage.frameFileName(0.125) == "t=0.125.png")
    }

    @Test("The renderer writes every frame, every filmstrip, the plots and the page")
    func render() throws {
        let (scenes, folder) = try Self.scenes(["case-25", "A-16"], folder: "render")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try GalleryRenderer(scenes: scenes, scale: 1).render(into: folder)
        #expect(result.sceneCount == 2 && result.frameCount == 4 && result.failures.isEmpty)
        #expect(result.previewFrameCount == (try scenes.map { try GalleryPreview.timeline(for: $0).frameCount }.reduce(0, +)))
        for scene in scenes {
            let strip = try PNGCodec.read(contentsOf: "\(folder)/\(scene.id)/filmstrip.png")
            #expect(strip == (try scene.renderFilmstrip()))
            for time in scene.sampleTimes {
                let frame = try PNGCodec.read(contentsOf: "\(folder)/\(scene.id)/\(GalleryPage.frameFileName(time))")
                #expect(frame == (try scene.renderFrame(at: time)))
            }
        }
        // Case 25 (0 … 2 s) has its plot; A-16 (one sample time) has none.
        #expect(FileManager.default.fileExists(atPath: "\(folder)/case-25/\(GalleryPlot.fileName)"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/A-16/\(GalleryPlot.fileName)"))
        let page = try String(contentsOfFile: "\(folder)/index.html", encoding: .utf8)
        #expect(page == GalleryPage(scenes: scenes, scale: 1, font: "fonts/NotoSansCJKsc-Subset.otf").html())
        // The bundled font beside the page, loaded for the Chinese titles.
        #expect(page.contains("@font-face { font-family: \"Flipbook CJK\"; src: url(\"fonts/NotoSansCJKsc-Subset.otf\")"))
        #expect(FileManager.default.contents(atPath: "\(folder)/fonts/NotoSansCJKsc-Subset.otf")?.prefix(4) == Data("OTTO".utf8))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/fonts/OFL.txt"))
    }

    @Test("A preview is the GIF of its timeline and the same frames stacked; its frames at sample times are the sample frames")
    func preview() throws {
        let (scenes, folder) = try Self.scenes(["case-25"], folder: "preview")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = scenes[0]
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let count = try GalleryPreview.render(scene, into: folder)
        let timeline = try GalleryPreview.timeline(for: scene)
        #expect(count == timeline.frameCount)
        let gif = try GIFDecoder(data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/preview.gif"))))
        #expect(gif.frameCount == count && gif.loopCount == 0)
        #expect((0..<count).map { gif.frameInfo(at: $0).delayCentiseconds } == timeline.delaysInCentiseconds(holdingLastFrameFor: 0.5))
        let stacked = try PNGCodec.read(contentsOf: folder + "/preview-frames.png")
        let height = Int(scene.canvasSize.height)
        #expect(stacked.width == Int(scene.canvasSize.width) && stacked.height == height * count)
        for time in scene.sampleTimes {
            let index = try #require(timeline.times.firstIndex(of: time))
            let frame = try RGBAImage(width: stacked.width, height: height,
                                      pixels: Array(stacked.pixels[(index * height * stacked.width * 4)..<((index + 1) * height * stacked.width * 4)]))
            #expect(frame == (try scene.renderFrame(at: time)))
        }
    }

    @Test("Preview timelines: 10 fps up to 2 s, then the whole frame rate that keeps 21 frames, at least 1 fps")
    func previewTimelines() throws {
        func timeline(_ times: [Double]) throws -> FrameTimeline {
            try GalleryPreview.timeline(for: Scene(id: "t", origin: .article(number: 1, section: "1"), title: "t", chineseTitle: "t",
                                                   sampleTimes: times) { _ in })
        }
        #expect(try timeline([0, 1, 2]).framesPerSecond == 10 && timeline([0, 1, 2]).frameCount == 21)
        #expect(try timeline([0.5, 5.5]).framesPerSecond == 4 && timeline([0.5, 5.5]).frameCount == 21)
        #expect(try timeline([0, 30.5]).framesPerSecond == 1 && timeline([0, 30.5]).frameCount == 31)
        #expect(try timeline([3]).frameCount == 1 && timeline([3]).times == [3])
        let counts = try SceneCatalog.all.map { try GalleryPreview.timeline(for: $0).frameCount }
        #expect(counts.allSatisfy { $0 <= 31 })
    }

    @Test("Scenes that fail are reported in order, and the page is still written")
    func failures() throws {
        let (scenes, folder) = try Self.scenes(["A-16", "case-25"], folder: "failures")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try GalleryRenderer(scenes: scenes, scale: 4).render(into: folder)
        #expect(result.failures.map(\.sceneID) == ["A-16", "case-25"])
        #expect(result.failures.allSatisfy { $0.reason == String(describing: FrameRenderError.unsupportedScale(4)) })
        #expect(FileManager.default.fileExists(atPath: "\(folder)/index.html"))
    }

    /// The scenes with identifiers `ids`, and a folder for one test's output, unique to this process and test.
    private static func scenes(_ ids: [String], folder name: String) throws -> (scenes: [Scene], folder: String) {
        let scenes = try ids.map { try #require(SceneCatalog.scene(id: $0)) }
        return (scenes, NSTemporaryDirectory() + "flipbook-gallery-tests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
    }
}
