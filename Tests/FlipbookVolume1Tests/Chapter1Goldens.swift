import FlipbookSceneTesting
import FlipbookScenes
import FlipbookVolume1
import Testing

/// Volume 1, chapter 1: the login button flies in (Cases 1–2), one golden per case and sample time.
@Suite("Volume 1 · Chapter 1")
struct Chapter1Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 1, chapter: 1)

    @Test("Cases 1–2 match their goldens", arguments: try samples(of: Volume1.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
