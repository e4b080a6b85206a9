import FlipbookInspection
import FlipbookScenes
import Foundation

/// A scene's value-over-time plot in the gallery, `<id>/plot.svg`: an ``AnimationPlot`` of every animated property
/// of its layers from its first to its last sample time, sampled ``sampleCount`` times on a fresh stage (no
/// rendering, so it costs little beside the frames). A scene with one sample time (a static demo) has no plot.
public enum GalleryPlot {
    /// Samples over the scene's range: 41 (every 50 ms of a 2 s scene).
    public static let sampleCount = 41
    /// The plot's file name inside the scene's folder.
    public static let fileName = "plot.svg"

    /// Whether `scene` gets a plot: it has more than one sample time.
    public static func hasPlot(_ scene: Scene) -> Bool {
        guard let first = scene.sampleTimes.first, let last = scene.sampleTimes.last else { return false }
        return last > first
    }

    /// Samples `scene` and writes its plot into `folder` (which exists); nothing for a scene without a plot.
    ///
    /// - Returns: the number of charts.
    @discardableResult
    public static func render(_ scene: Scene, into folder: String) throws -> Int {
        guard hasPlot(scene), let first = scene.sampleTimes.first, let last = scene.sampleTimes.last else { return 0 }
        let stage = scene.makeStage(scale: 1)
        defer { withExtendedLifetime(stage) {} }
        let plot = try AnimationPlot(host: stage.host, from: first, to: last, sampleCount: sampleCount)
        try Data(plot.svg.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(fileName)"), options: .atomic)
        return plot.chartCount
    }
}
