import FlipbookSceneTesting
import FlipbookScenes
import FlipbookVolume1
import Testing

/// Volume 1, chapter 4: frame-by-frame animation (Cases 19–21), one golden per case and sample time.
@Suite("Volume 1 · Chapter 4")
struct Chapter4Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 1, chapter: 4)

    @Test("Cases 19–21 match their goldens", arguments: try samples(of: Volume1.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
