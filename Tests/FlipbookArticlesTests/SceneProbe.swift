import FlipbookArticles
import FlipbookCoreAnimation
import FlipbookScenes
import FlipbookUIKit
import Testing

/// A fresh stage of one of the articles' scenes, run on its virtual clock, for reading the case's view controller
/// and layers at given times (the presentation tree the frames are rendered from).
struct SceneProbe {
    /// The stage: its host, window and view controller.
    let stage: SceneStage

    /// Sets up the scene `id` (its events at time 0 have run; the clock reads 0).
    init(_ id: String) throws {
        let scene = try #require(Articles.scenes.first { $0.id == id }, "no scene \(id)")
        stage = scene.makeStage(scale: 1)
    }

    /// The scene's view controller as `Controller`.
    func controller<Controller: UIViewController>(_ type: Controller.Type) throws -> Controller {
        try #require(stage.viewController as? Controller)
    }

    /// Runs the clock to `time` (every event on the way fires), then evaluates `body` in a run-loop turn of the host.
    func at<Result>(_ time: CFTimeInterval, _ body: () throws -> Result) rethrows -> Result {
        stage.host.run(until: time)
        return try stage.host.perform(body)
    }
}
