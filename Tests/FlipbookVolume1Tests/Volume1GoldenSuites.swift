import FlipbookSceneTesting
import FlipbookVolume1
import Testing

/// The golden suites of Volume 1 claim each of its scenes exactly once.
@Suite("Volume 1 golden suites")
struct Volume1GoldenSuites {
    /// Every golden suite of this test target.
    static var all: [any SceneGoldenSuite.Type] {
        [Chapter1Goldens.self, Chapter2Goldens.self, Chapter3Goldens.self, Chapter4Goldens.self, Chapter5Goldens.self]
    }

    @Test("Every scene of Volume 1 is claimed by exactly one golden suite")
    func coverage() {
        expectEachScene(of: Volume1.scenes, claimedOnceBy: Self.all)
    }
}
