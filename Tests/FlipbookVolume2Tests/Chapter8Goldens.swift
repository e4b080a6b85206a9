import FlipbookVolume2
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Volume 2, chapter 8: composite cases (Cases 40–41), one golden per case and sample time.
@Suite("Chapter 8")
struct Chapter8Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 2, chapter: 8)

    @Test("Cases 40–41 match their goldens", arguments: try samples(of: Volume2.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
