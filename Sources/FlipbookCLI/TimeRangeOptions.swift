import ArgumentParser
import FlipbookScenes

/// The `--from` and `--to` options of the commands that run a case over a time range (`gif`, `plot`).
struct TimeRangeOptions: ParsableArguments {
    @Option(help: "The start of the range in seconds (default: the case's first sample time).")
    var from: Double?

    @Option(help: "The end of the range in seconds (default: the case's last sample time).")
    var to: Double?

    func validate() throws {
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, !value.isFinite || value < 0 { throw ValidationError("\(name) must be a time in seconds, 0 or more") }
        }
    }

    /// The range for `scene`: the times given, else its first and last sample times (an end before a given start
    /// becomes the start).
    func range(of scene: Scene) -> (start: Double, end: Double) {
        let start = from ?? scene.sampleTimes.first ?? 0
        return (start, to ?? max(start, scene.sampleTimes.last ?? start))
    }
}
