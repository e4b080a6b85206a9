import FlipbookSceneTesting
import FlipbookScenes
import FlipbookVolume3
import Testing

/// Volume 3, chapter 13: 3D rotation (Case 53a–e), one golden per variant and sample time.
@Suite("Chapter 13")
struct Chapter13Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 3, chapter: 13)

    @Test("Cases 53a–e match their goldens", arguments: try samples(of: Volume3.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
