import FlipbookScenes
import Testing

/// A Swift Testing suite that checks every scene of one ``SceneGroup`` against its goldens, one test case per
/// scene and sample time.
///
/// ```swift
/// @Suite("Chapter 6")
/// struct Chapter6Goldens: SceneGoldenSuite {
///     static let group = SceneGroup.book(volume: 2, chapter: 6)
///
///     @Test("Cases 25–35 match their goldens", arguments: try samples(of: Volume2.scenes))
///     func frame(_ sample: SceneSample) throws {
///         try sample.expectFrameMatchesGolden()
///     }
/// }
/// ```
///
/// Each test target of a scene module lists its suites and checks with
/// ``expectEachScene(of:claimedOnceBy:sourceLocation:)`` that they claim every scene of the module exactly once.
public protocol SceneGoldenSuite {
    /// The group whose scenes the suite checks.
    static var group: SceneGroup { get }
}

extension SceneGoldenSuite {
    /// Every (scene × sample time) of the scenes of `scenes` in the suite's ``group``.
    ///
    /// - Throws: ``SceneGoldenSuiteError/noScenes(_:)`` when none of `scenes` is in the group.
    public static func samples(of scenes: [Scene]) throws(SceneGoldenSuiteError) -> [SceneSample] {
        try SceneSample.samples(in: group, of: scenes)
    }
}

/// Records an issue for each scene of `scenes` that is not claimed by exactly one of `suites` (a suite claims the
/// scenes of its ``SceneGoldenSuite/group``), and for each suite that claims none of them.
public func expectEachScene(of scenes: [Scene], claimedOnceBy suites: [any SceneGoldenSuite.Type],
                            sourceLocation: SourceLocation = #_sourceLocation) {
    for scene in scenes {
        let claims = suites.filter { $0.group == scene.origin.group }
        if claims.count != 1 {
            Issue.record("\(scene.id) (\(scene.origin.group)) is claimed by \(claims.count) golden suites, not 1",
                         sourceLocation: sourceLocation)
        }
    }
    for suite in suites where !scenes.contains(where: { $0.origin.group == suite.group }) {
        Issue.record("\(suite) claims \(suite.group), which has no scene", sourceLocation: sourceLocation)
    }
}
