import FlipbookVolume2
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Volume 2, chapter 7: CAKeyframeAnimation and CAAnimationGroup (Cases 36–39), one golden per case and sample time.
@Suite("Chapter 7")
struct Chapter7Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 2, chapter: 7)

    @Test("Cases 36–39 match their goldens", arguments: try samples(of: Volume2.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
