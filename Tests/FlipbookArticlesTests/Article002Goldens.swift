import FlipbookArticles
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Article 002, "iOS CALayer与iOS动画": one golden per case and sample time.
@Suite("Article 002")
struct Article002Goldens: SceneGoldenSuite {
    static let group = SceneGroup.article(number: 2)

    @Test("Cases B-1 … B-28 match their goldens", arguments: try samples(of: Articles.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
