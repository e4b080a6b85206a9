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
        }
        #expect(GalleryPage.frameFileName(0.125) == "t=0.125.png")
    }

    @Test("The renderer writes every frame, every filmstrip and the page")
    func render() throws {
        let (scenes, folder) = try Self.scenes(["case-25", "A-16"], folder: "render")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try GalleryRenderer(scenes: scenes, scale: 1).render(into: folder)
        #expect(result.sceneCount == 2 && result.frameCount == 4 && result.failures.isEmpty)
        for scene in scenes {
            let strip = try PNGCodec.read(contentsOf: "\(folder)/\(scene.id)/filmstrip.png")
            #expect(strip == (try scene.renderFilmstrip()))
            for time in scene.sampleTimes {
                let frame = try PNGCodec.read(contentsOf: "\(folder)/\(scene.id)/\(GalleryPage.frameFileName(time))")
                #expect(frame == (try scene.renderFrame(at: time)))
            }
        }
        let page = try String(contentsOfFile: "\(folder)/index.html", encoding: .utf8)
        #expect(page == GalleryPage(scenes: scenes, scale: 1).html())
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
