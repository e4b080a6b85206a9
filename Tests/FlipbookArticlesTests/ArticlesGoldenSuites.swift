import FlipbookArticles
import FlipbookSceneTesting
import Testing

/// The golden suites of the articles claim each of their scenes exactly once.
@Suite("Articles golden suites")
struct ArticlesGoldenSuites {
    /// Every golden suite of this test target.
    static var all: [any SceneGoldenSuite.Type] { [Article001Goldens.self, Article002Goldens.self, Article003Goldens.self, Article004Goldens.self] }

    @Test("Every scene of the articles is claimed by exactly one golden suite")
    func coverage() {
        expectEachScene(of: Articles.scenes, claimedOnceBy: Self.all)
    }
}
