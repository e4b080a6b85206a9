import FlipbookSceneTesting
import FlipbookScenes
import FlipbookVolume4
import Testing

/// Volume 4, chapter 16: view transitions (Cases 57 and 58), one golden per sample time.
@Suite("Chapter 16")
struct Chapter16Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 4, chapter: 16)

    @Test("Cases 57 and 58 match their goldens", arguments: try samples(of: Volume4.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
