import FlipbookSceneTesting
import FlipbookScenes
import FlipbookVolume3
import Testing

/// The depth-sorting study beyond the book: the spinning cube and the crossing planes, one golden per scene and
/// sample time.
@Suite("Depth-sorting study")
struct DepthStudyGoldens: SceneGoldenSuite {
    static let group = SceneGroup.study("Depth sorting")

    @Test("The study's scenes match their goldens", arguments: try samples(of: Volume3.scenes))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
