import FlipbookSceneTesting
import FlipbookVolume2
import Testing

/// The golden suites of Volume 2 claim each of its scenes exactly once.
@Suite("Volume 2 golden suites")
struct Volume2GoldenSuites {
    /// Every golden suite of this test target.
    static var all: [any SceneGoldenSuite.Type] {
        [
            Chapter6Goldens.self, Chapter7Goldens.self, Chapter8Goldens.self, Chapter9Goldens.self, Chapter10Goldens.self,
            Chapter11Goldens.self, Chapter12Goldens.self,
        ]
    }

    @Test("Every scene of Volume 2 is claimed by exactly one golden suite")
    func coverage() {
        expectEachScene(of: Volume2.scenes, claimedOnceBy: Self.all)
    }
}
