import FlipbookArticles
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Article 001, "iOS 动画篇 - Core Animation": one golden per case and sample time.
@Suite("Article 001")
struct Article001Goldens: SceneGoldenSuite {
    static let group = SceneGroup.article(number: 1)

    @Test("Cases A-1 … A-16 match their goldens", arguments: try samples(of: Articles.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
