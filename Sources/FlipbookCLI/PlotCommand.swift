import ArgumentParser
import FlipbookInspection
import FlipbookScenes
import Foundation

/// `flipbook plot`: a case's animated properties over time, as an SVG of small charts.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot a case's animated properties over time (SVG).",
        discussion: """
            The case's stage runs forward on its virtual clock and its presentation tree is sampled at --samples \
            evenly spaced times from --from to --to (both included): one chart per component of each animated \
            property of each layer that changes over the range, the sample times marked, and the components that keep \
            one value listed below (see AnimationPlot). The range defaults \
            to the case's first … last sample time (`flipbook list`); a case with one sample time needs --to.
            """)

    @Argument(help: "The case identifier (see `flipbook list`), e.g. case-25.")
    var caseID: String

    @OptionGroup var range: TimeRangeOptions

    @Option(help: "How many times to sample, 2 to 1000.")
    var samples = 61

    @Option(name: .shortAndLong, help: "The SVG file to write (default: <case>.plot.svg).")
    var output: String?

    func validate() throws {
        guard AnimationSamples.sampleCountRange.contains(samples) else {
            throw ValidationError("--samples must be 2 to 1000, got \(samples)")
        }
    }

    func run() throws {
        let scene = try SceneOptions.scene(id: caseID)
        let (start, end) = range.range(of: scene)
        let stage = scene.makeStage(scale: 1)
        defer { withExtendedLifetime(stage) {} }
        let plot: AnimationPlot
        do {
            plot = try AnimationPlot(host: stage.host, from: start, to: end, sampleCount: samples)
        } catch {
            throw ValidationError(error.description)
        }
        let path = output ?? "\(scene.id).plot.svg"
        try Data(plot.svg.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        print("plot: \(path) (\(scene.id), \(plot.chartCount) chart\(plot.chartCount == 1 ? "" : "s"), \(samples) samples, "
              + String(format: "%.3f–%.3f s", start, end) + ", \(plot.svg.utf8.count) bytes)")
    }
}
