import FlipbookGallery
import FlipbookSceneTesting
import FlipbookScenes
import Testing

/// Golden suites of scenes: a suite gets one case per scene and sample time of its group, a group without scenes
/// is an error (so the suite fails instead of passing with zero cases), and the claim check finds scenes claimed
/// by no suite or by two, and suites that claim nothing.
@Suite("Scene golden suites")
struct SceneGoldenSuiteTests {
    /// Claims Volume 2, chapter 7 (declares a group only; not a Swift Testing suite).
    enum Chapter7Claim: SceneGoldenSuite { static let group = SceneGroup.book(volume: 2, chapter: 7) }
    /// Claims Volume 2, chapter 7 a second time.
    enum SecondChapter7Claim: SceneGoldenSuite { static let group = SceneGroup.book(volume: 2, chapter: 7) }
    /// Claims a chapter that has no scenes.
    enum Volume9Claim: SceneGoldenSuite { static let group = SceneGroup.book(volume: 9, chapter: 1) }

    static let chapter7 = SceneCatalog.all.filter { $0.origin.group == .book(volume: 2, chapter: 7) }

    @Test("A group's samples are every scene of the group at each of its sample times, in order")
    func samples() throws {
        let samples = try Chapter7Claim.samples(of: SceneCatalog.all)
        let expected = Self.chapter7.flatMap { scene in scene.sampleTimes.map { "\(scene.id) at t = \($0)" } }
        #expect(!expected.isEmpty)
        #expect(samples.map(\.testDescription) == expected)
    }

    @Test("A group without scenes throws, which fails the suite's test")
    func emptyGroup() {
        #expect(throws: SceneGoldenSuiteError.noScenes(.book(volume: 9, chapter: 1))) {
            try Volume9Claim.samples(of: SceneCatalog.all)
        }
        #expect(throws: SceneGoldenSuiteError.noScenes(.article(number: 1))) {
            try SceneSample.samples(in: .article(number: 1), of: [])
        }
    }

    @Test("Scenes claimed once by the suites pass the claim check")
    func claimedOnce() {
        expectEachScene(of: Self.chapter7, claimedOnceBy: [Chapter7Claim.self])
    }

    @Test("A scene claimed by no suite fails the claim check")
    func unclaimed() {
        withKnownIssue { expectEachScene(of: Self.chapter7, claimedOnceBy: []) }
    }

    @Test("A scene claimed by two suites fails the claim check")
    func claimedTwice() {
        withKnownIssue { expectEachScene(of: Self.chapter7, claimedOnceBy: [Chapter7Claim.self, SecondChapter7Claim.self]) }
    }

    @Test("A suite claiming a group without scenes fails the claim check")
    func suiteClaimingNothing() {
        withKnownIssue { expectEachScene(of: Self.chapter7, claimedOnceBy: [Chapter7Claim.self, Volume9Claim.self]) }
    }
}
