import FlipbookSceneTesting
import FlipbookVolume4
import Testing

/// The golden suites of Volume 4 claim each of its scenes exactly once.
@Suite("Volume 4 golden suites")
struct Volume4GoldenSuites {
    /// Every golden suite of this test target.
    static var all: [any SceneGoldenSuite.Type] {
        [Chapter15Goldens.self, Chapter16Goldens.self]
    }

    @Test("Every scene of Volume 4 is claimed by exactly one golden suite")
    func coverage() {
        expectEachScene(of: Volume4.scenes, claimedOnceBy: Self.all)
    }
}
