import FlipbookSceneTesting
import FlipbookScenes
import FlipbookVolume3
import Testing

/// Volume 3, chapter 14: Cover Flow (Case 54), one golden per sample time.
@Suite("Chapter 14")
struct Chapter14Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 3, chapter: 14)

    @Test("Case 54 matches its goldens", arguments: try samples(of: Volume3.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
