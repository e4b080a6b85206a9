import FlipbookSceneTesting
import FlipbookVolume3
import Testing

/// The golden suites of Volume 3 claim each of its scenes exactly once.
@Suite("Volume 3 golden suites")
struct Volume3GoldenSuites {
    /// Every golden suite of this test target.
    static var all: [any SceneGoldenSuite.Type] {
        [Chapter13Goldens.self, Chapter14Goldens.self, DepthStudyGoldens.self]
    }

    @Test("Every scene of Volume 3 is claimed by exactly one golden suite")
    func coverage() {
        expectEachScene(of: Volume3.scenes, claimedOnceBy: Self.all)
    }
}
