import FlipbookVolume2
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Volume 2, chapter 12: CAReplicatorLayer (Cases 51–52), one golden per case and sample time.
@Suite("Chapter 12")
struct Chapter12Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 2, chapter: 12)

    @Test("Cases 51–52 match their goldens", arguments: try samples(of: Volume2.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
