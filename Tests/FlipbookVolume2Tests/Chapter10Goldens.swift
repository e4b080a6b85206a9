import FlipbookVolume2
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Volume 2, chapter 10: CAGradientLayer (Cases 45–47), one golden per case and sample time.
@Suite("Chapter 10")
struct Chapter10Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 2, chapter: 10)

    @Test("Cases 45–47 match their goldens", arguments: try samples(of: Volume2.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
