import FlipbookSceneTesting
import FlipbookScenes
import FlipbookVolume1
import Testing

/// Volume 1, chapter 5: GIF (Cases 22–24), one golden per case and sample time.
@Suite("Volume 1 · Chapter 5")
struct Chapter5Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 1, chapter: 5)

    @Test("Cases 22–24 match their goldens", arguments: try samples(of: Volume1.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
