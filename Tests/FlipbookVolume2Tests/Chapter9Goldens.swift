import FlipbookVolume2
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Volume 2, chapter 9: CAEmitterLayer particles (Cases 42–44), one golden per case and sample time.
@Suite("Chapter 9")
struct Chapter9Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 2, chapter: 9)

    @Test("Cases 42–44 match their goldens", arguments: try samples(of: Volume2.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
