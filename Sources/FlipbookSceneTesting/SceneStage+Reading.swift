import FlipbookCoreAnimation
import FlipbookScenes

extension SceneStage {
    /// Runs the stage's virtual clock to `time` (every event, timer and animation callback on the way fires), then
    /// evaluates `body` in a run-loop turn of its host: for tests that read a case's view controller and the
    /// presentation tree at the times its frames show. The clock never runs back: a time before the clock's reads
    /// the stage as it is.
    public func read<Result>(at time: CFTimeInterval, _ body: () throws -> Result) rethrows -> Result {
        host.run(until: time)
        return try host.perform(body)
    }
}
