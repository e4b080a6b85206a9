import FlipbookSceneTesting
import FlipbookScenes
import FlipbookVolume1
import Testing

/// Volume 1, chapter 3: UIView keyframe animation (Cases 16–18), one golden per case and sample time.
@Suite("Volume 1 · Chapter 3")
struct Chapter3Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 1, chapter: 3)

    @Test("Cases 16–18 match their goldens", arguments: try samples(of: Volume1.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
