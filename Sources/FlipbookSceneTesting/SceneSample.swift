import FlipbookScenes
import FlipbookTesting
import Testing

/// One golden of a scene module: a scene and one of its sample times, the argument of a ``SceneGoldenSuite``'s
/// parameterized test.
public struct SceneSample: Sendable, CustomTestStringConvertible {
    /// The scene to render.
    public let scene: Scene
    /// The sample time in seconds, one of the scene's `sampleTimes`.
    public let time: Double

    /// The case as Swift Testing lists it: "case-25 at t = 1.0".
    public var testDescription: String { "\(scene.id) at t = \(time)" }

    /// Renders the frame at scale 1 and compares it with its golden, `<scene id>.t=<time>.png` in the calling
    /// test's suite folder (`Goldens/<TestTarget>/<Suite>/`).
    public func expectFrameMatchesGolden(sourceLocation: SourceLocation = #_sourceLocation,
                                         filePath: String = #filePath) throws {
        let image = try scene.renderFrame(at: time)
        try expectGolden(image, named: scene.id, time: time, sourceLocation: sourceLocation, filePath: filePath)
    }

    /// Every (scene × sample time) of the scenes of `scenes` in `group`, in the scenes' order.
    ///
    /// - Throws: ``SceneGoldenSuiteError/noScenes(_:)`` when no scene is in `group`: used as a test's
    ///   `arguments`, the error fails the test instead of letting it run zero cases and pass.
    public static func samples(in group: SceneGroup, of scenes: [Scene]) throws(SceneGoldenSuiteError) -> [SceneSample] {
        let samples = scenes.filter { $0.origin.group == group }
            .flatMap { scene in scene.sampleTimes.map { SceneSample(scene: scene, time: $0) } }
        guard !samples.isEmpty else { throw .noScenes(group) }
        return samples
    }
}
