import FlipbookVolume2
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Volume 2, chapter 6: CABasicAnimation on the login button (Cases 25–35), one golden per case and sample time.
@Suite("Chapter 6")
struct Chapter6Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 2, chapter: 6)

    @Test("Cases 25–35 match their goldens", arguments: try samples(of: Volume2.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
