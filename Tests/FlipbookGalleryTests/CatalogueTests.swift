import Foundation
import FlipbookGallery
import FlipbookArticles
import FlipbookScenes
import FlipbookVolume1
import FlipbookVolume2
import FlipbookVolume3
import FlipbookVolume4
import Testing

/// The catalogue's shape: identifiers, sample times, canvases and scripts.
@Suite("Catalogue")
struct CatalogueTests {
    @Test("Identifiers are unique and every scene is found by its identifier")
    func identifiers() {
        let ids = SceneCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(SceneCatalog.scene(id: id)?.id == id) }
        #expect(SceneCatalog.scene(id: "CASE-25")?.id == "case-25")
        #expect(SceneCatalog.scene(id: "case-999") == nil)
    }

    @Test("Sample times are one (a static demo) or 3 to 9 increasing, finite, non-negative times",
          arguments: SceneCatalog.all.map(\.id))
    func sampleTimes(id: String) throws {
        let scene = try #require(SceneCatalog.scene(id: id))
        #expect(scene.sampleTimes.count == 1 || (3...9).contains(scene.sampleTimes.count))
        #expect(scene.sampleTimes == scene.sampleTimes.sorted())
        #expect(Set(scene.sampleTimes).count == scene.sampleTimes.count)
        #expect(scene.sampleTimes.allSatisfy { $0.isFinite && $0 >= 0 })
    }

    @Test("Canvases lie on the 414 × 736 screen and have whole-point sizes", arguments: SceneCatalog.all.map(\.id))
    func canvas(id: String) throws {
        let scene = try #require(SceneCatalog.scene(id: id))
        let screen = CGRect(origin: .zero, size: Scene.screenSize)
        #expect(screen.contains(scene.canvas))
        #expect(scene.canvasSize.width == scene.canvasSize.width.rounded())
        #expect(scene.canvasSize.height == scene.canvasSize.height.rounded())
    }

    @Test("View-controller cases script only what comes from outside: Case 25 nothing, Case 11 its tap at 1 s")
    func viewControllerScripts() throws {
        #expect(try #require(SceneCatalog.scene(id: "case-25")).script.isEmpty)
        let script = try #require(SceneCatalog.scene(id: "case-11")).script
        #expect(script.map(\.time) == [1])
        #expect(script.first?.description.hasPrefix("tap at (207") == true)
    }

    @Test("Origins group the scenes as the book and the articles do")
    func origins() throws {
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        #expect(scene.origin == .book(volume: 2, chapter: 6, section: "6.3.1"))
        #expect(scene.origin.group == .book(volume: 2, chapter: 6))
        #expect(scene.origin.group.description == "Volume 2 · Chapter 6")
        #expect(scene.origin.description == "Volume 2 · Chapter 6 · §6.3.1")
        #expect(SceneOrigin.article(number: 1, section: "Implicit animation").group == .article(number: 1))
        #expect(SceneGroup.article(number: 1).description == "Article 001")
        #expect(SceneOrigin.article(number: 2, section: "§4").description == "Article 002 · §4")
        let study = SceneOrigin.study(name: "Depth sorting", topic: "Spinning cube")
        #expect(study.group == .study("Depth sorting") && study.group.description == "Study · Depth sorting")
        #expect(study.description == "Study · Depth sorting · Spinning cube")
        #expect(study.standInApp == .book)
    }

    /// Each scene module's test target checks that its golden suites claim each of the module's scenes once; with
    /// this test, every scene of the catalogue is claimed by exactly one golden suite.
    @Test("The catalogue is the scene modules' scenes, each scene in one module holding only its own groups")
    func modules() {
        let modules = [Volume1.scenes, Volume2.scenes, Volume3.scenes, Volume4.scenes, Articles.scenes]
        #expect(SceneCatalog.all.map(\.id).sorted() == modules.flatMap { $0.map(\.id) }.sorted())
        #expect(Volume1.scenes.allSatisfy { if case .book(volume: 1, _) = $0.origin.group { true } else { false } })
        #expect(Volume2.scenes.allSatisfy { if case .book(volume: 2, _) = $0.origin.group { true } else { false } })
        #expect(Volume3.scenes.allSatisfy {
            switch $0.origin.group {
            case .book(volume: 3, _), .study: true
            default: false
            }
        })
        #expect(Volume4.scenes.allSatisfy { if case .book(volume: 4, _) = $0.origin.group { true } else { false } })
        #expect(Articles.scenes.allSatisfy { if case .article = $0.origin.group { true } else { false } })
    }
}
