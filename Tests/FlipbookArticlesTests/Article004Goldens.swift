import FlipbookArticles
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Article 004, "CALayer 动画学习（译）": one golden per stage of Case D-1 and sample time.
@Suite("Article 004")
struct Article004Goldens: SceneGoldenSuite {
    static let group = SceneGroup.article(number: 4)

    @Test("Case D-1 and its failing stages D-1-1, D-1-2 match their goldens", arguments: try samples(of: Articles.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
