import ArgumentParser
import FlipbookGallery
import FlipbookImageIO
import FlipbookScenes
import Foundation

/// `flipbook gif`: a case as an animated GIF, its frames on a regular time grid.
struct GIFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gif",
        abstract: "Render a case as an animated GIF.",
        discussion: """
            Frames are rendered at --from + k / --fps for k = 0, 1, … up to --to (included when it falls on that \
            grid), from one stage whose virtual clock runs forward, and written as they are made. Each frame's \
            delay is its share of the timeline in whole centiseconds, rounded cumulatively (15 fps: 6, 7, 7, 6, 7, \
            7, …), so the GIF never drifts from real time; the last frame is held --hold seconds longer. The range \
            defaults to the case's first … last sample time (`flipbook list`). At most 1,000 frames.
            """)

    @Argument(help: "The case identifier (see `flipbook list`), e.g. case-25.")
    var caseID: String

    @Option(help: "Frames per second, 1 to 50 (GIF delays are whole centiseconds; browsers slow delays under 2 cs to 10 cs).")
    var fps = GIFCommand.defaultFramesPerSecond

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = 1

    @OptionGroup var range: TimeRangeOptions

    @Option(help: "Extra seconds the last frame is shown before the loop starts again, 0 to 60.")
    var hold = 0.5

    @Option(help: "How many times the animation repeats: 0 (the default) forever, 1 to 65535 that many times.")
    var loop = 0

    @Option(help: "Dithering of frames with more than 256 colours: none, ordered or floyd-steinberg.")
    var dithering: DitheringChoice = .ordered

    @Option(name: .shortAndLong, help: "The GIF file to write (default: <case>.gif).")
    var output: String?

    /// 15 frames per second: smooth enough to follow the seeds' animations (0.25 s to a few seconds long), at half
    /// the frames — time and bytes — of 30 fps.
    static let defaultFramesPerSecond = 15

    func validate() throws {
        try SceneOptions.validate(scale: scale)
        guard FrameTimeline.framesPerSecondRange.contains(fps) else {
            throw ValidationError("--fps must be 1 to 50, got \(fps) (GIF delays are whole centiseconds)")
        }
        guard hold.isFinite, (0...60).contains(hold) else { throw ValidationError("--hold must be 0 to 60 seconds, got \(hold)") }
        guard (0...65535).contains(loop) else { throw ValidationError("--loop must be 0 (forever) to 65535, got \(loop)") }
    }

    func run() throws {
        let scene = try SceneOptions.scene(id: caseID)
        let (start, end) = range.range(of: scene)
        let timeline: FrameTimeline
        do {
            timeline = try FrameTimeline(from: start, to: end, framesPerSecond: fps)
        } catch {
            throw ValidationError(error.description)
        }
        let path = output ?? "\(scene.id).gif"
        let progress = GalleryProgress(total: timeline.frameCount)
        let stage = scene.makeStage(scale: scale)
        defer { withExtendedLifetime(stage) {} }
        try stage.host.writeAnimatedGIF(
            on: timeline, scale: scale, to: path, holdingLastFrameFor: hold, loopCount: loop,
            options: GIFEncoder.Options(dithering: dithering.dithering)
        ) { index, time, _ in
            progress.draw(index + 1, label: Filmstrip.label(for: time))
        }
        progress.finish()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let last = timeline.time(ofFrame: timeline.frameCount - 1)
        print("gif: \(path) (\(scene.id), \(timeline.frameCount) frames at \(fps) fps, "
              + String(format: "%.3f–%.3f s", timeline.start, last) + ", scale \(scale), \(bytes) bytes)")
    }
}

/// The `--dithering` values of `flipbook gif`.
enum DitheringChoice: String, ExpressibleByArgument, CaseIterable {
    case none
    case ordered
    case floydSteinberg = "floyd-steinberg"

    /// The encoder's dithering.
    var dithering: GIFDithering {
        switch self {
        case .none: .none
        case .ordered: .ordered
        case .floydSteinberg: .floydSteinberg
        }
    }
}
