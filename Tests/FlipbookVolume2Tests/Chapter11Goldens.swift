import FlipbookVolume2
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Volume 2, chapter 11: Bézier paths and CAShapeLayer (Cases 48–50), one golden per case and sample time.
@Suite("Chapter 11")
struct Chapter11Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 2, chapter: 11)

    @Test("Cases 48–50 match their goldens", arguments: try samples(of: Volume2.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
