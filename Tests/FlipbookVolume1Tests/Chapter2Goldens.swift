import FlipbookSceneTesting
import FlipbookScenes
import FlipbookVolume1
import Testing

/// Volume 1, chapter 2: UIView's animatable properties, settings and callbacks (Cases 3–15), one golden per case and sample time.
@Suite("Volume 1 · Chapter 2")
struct Chapter2Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 1, chapter: 2)

    @Test("Cases 3–15 match their goldens", arguments: try samples(of: Volume1.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
