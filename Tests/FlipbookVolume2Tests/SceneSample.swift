import FlipbookGallery
import FlipbookTesting
import Testing

/// One golden of the volume: a scene and one of its sample times.
struct SceneSample: Sendable, CustomTestStringConvertible {
    let scene: Scene
    let time: Double

    var testDescription: String { "\(scene.id) at t = \(time)" }

    /// Renders the frame at scale 1 and compares it with its golden, `<scene id>.t=<time>.png` in the calling suite.
    func expectFrameMatchesGolden(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let image = try scene.renderFrame(at: time)
        try expectGolden(image, named: scene.id, time: time, sourceLocation: sourceLocation)
    }

    /// Every (scene × sample time) of the catalogue's scenes in `group` (e.g. "Volume 2 · Chapter 6").
    static func samples(inGroup group: String) -> [SceneSample] {
        SceneCatalog.all.filter { $0.origin.group == group }
            .flatMap { scene in scene.sampleTimes.map { SceneSample(scene: scene, time: $0) } }
    }
}
