import FlipbookSceneTesting
import FlipbookScenes
import FlipbookVolume4
import Testing

/// Volume 4, chapter 15: CATransition (Case 55's two figures, Case 56's eleven types), one golden per scene and
/// sample time.
@Suite("Chapter 15")
struct Chapter15Goldens: SceneGoldenSuite {
    static let group = SceneGroup.book(volume: 4, chapter: 15)

    @Test("Cases 55 and 56 match their goldens", arguments: try samples(of: Volume4.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
