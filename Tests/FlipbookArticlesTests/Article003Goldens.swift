import FlipbookArticles
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Article 003, "Animations 你真的会用View的动画吗?": one golden per part of Case C-1 and sample time.
@Suite("Article 003")
struct Article003Goldens: SceneGoldenSuite {
    static let group = SceneGroup.article(number: 3)

    @Test("Case C-1a … C-1e match their goldens", arguments: try samples(of: Articles.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
