import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookHarness
import FlipbookImageIO
import FlipbookInspection
import FlipbookMotion
import Testing

/// Compares an animation over a time range with its golden — one filmstrip of its frames — and records a test
/// issue that names the drifted frames when it does not pass.
///
/// The host is rendered at every time of `FrameTimeline(from: start, to: end, framesPerSecond: fps)` — frame k at
/// `start + k / fps`, the end included when it falls on that grid — and the frames are composed into one
/// `Filmstrip`, each labelled with its time, in rows of up to 10 frames (fewer when the frames are wide: a row
/// stays within 2,048 pixels where it can). That strip is the golden, named, compared and recorded exactly as
/// `expectGolden(_:named:time:tolerance:record:sourceLocation:filePath:)` does (`Goldens/<TestTarget>/<Suite>/<name>.png`,
/// the same tolerance, record modes and `CI=true` rule).
///
/// When the check does not pass, the issue lists the frames with mismatched pixels (`t = 0.300 s (412 px)`), the
/// results log records every frame's rectangle and count (the HTML report outlines the drifted frames), and besides
/// the expected, actual and diff PNGs the artifacts hold `<name>.expected.gif` and `<name>.actual.gif` — the
/// two animations, which `flipbook report` plays side by side — and `<name>.plot.svg`, an `AnimationPlot` of
/// every animated property of the host's layers sampled at the frame times.
///
/// ```swift
/// @Test func spinner() throws {
///     let host = LayerHost(size: CGSize(width: 120, height: 120))
///     // … build the layer tree and add its animations in host.perform { … } …
///     try expectGoldenAnimation(of: host, from: 0, to: 1, fps: 10)    // 11 frames, one golden
/// }
/// ```
///
/// - Parameters:
///   - host: the host whose screen is rendered; its clock must not be past `start` (hosts only move forward), and
///     it is left at the last frame's time.
///   - start: the first frame's time in seconds.
///   - end: the end of the range in seconds.
///   - fps: frames per second, 1…50 (`FrameTimeline.framesPerSecondRange`); at most
///     `FrameTimeline.maximumFrameCount` frames.
///   - scale: pixels per point, 1, 2 or 3.
///   - named: the golden's name; defaults to the test function's name.
///   - tolerance: overrides the trait's tolerance (for the whole strip).
///   - record: overrides the record mode.
///   - sourceLocation: where the issue of a failed check is reported; the caller's location by default.
///   - filePath: the calling test's file, from which the package root and its `Goldens/` are found.
/// - Returns: what happened; `GoldenOutcome.frames` holds each frame's rectangle and mismatched pixels.
/// - Throws: `FrameTimelineError` for a bad range or frame rate, `FrameRenderError` when a frame or the strip
///   cannot be rendered, and what `expectGolden(_:named:time:tolerance:record:sourceLocation:filePath:)` throws.
@discardableResult
public func expectGoldenAnimation(
    of host: LayerHost,
    from start: CFTimeInterval,
    to end: CFTimeInterval,
    fps: Int = 10,
    scale: Int = 1,
    named: String? = nil,
    tolerance: GoldenTolerance? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    let name = try GoldenNaming(named: named, time: nil)
    let timeline = try FrameTimeline(from: start, to: end, framesPerSecond: fps)
    var frames: [RGBAImage] = []
    var samples = AnimationSamples()
    try host.renderFrames(on: timeline, scale: scale) { _, _, frame in
        frames.append(frame)
        try samples.record(host)
    }
    let layout = FilmstripLayout(frameCount: frames.count, framePixelWidth: frames[0].width, framePixelHeight: frames[0].height,
                                 scale: scale, columns: AnimationGoldenLayout.columns(frameCount: frames.count, framePixelWidth: frames[0].width))
    let strip = try Filmstrip.compose(frames: frames, times: timeline.times, scale: scale, columns: layout.columns)
    let goldenFrames = timeline.times.enumerated().map { index, time in
        let rect = layout.framePixelRect(index)
        return GoldenFrame(time: time, x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
    let animation = GoldenAnimation(frames: goldenFrames,
                                    delaysInCentiseconds: timeline.delaysInCentiseconds(holdingLastFrameFor: AnimationGoldenLayout.hold))
    return try GoldenCheck.run(strip, as: name, tolerance: tolerance, record: record, animation: animation,
                               plot: { AnimationPlot(samples).svg }, sourceLocation: sourceLocation, filePath: filePath)
}

/// Compares the animation of a standalone layer over a time range with its golden: the layer is shown alone in a
/// fresh `LayerHost` whose screen is the layer's frame, then checked as
/// ``expectGoldenAnimation(of:from:to:fps:scale:named:tolerance:record:sourceLocation:filePath:)-(LayerHost,_,_,_,_,_,_,_,_,_)``
/// does for a host.
///
/// - Throws: `GoldenUsageError` when the layer already has a superlayer (check the host it is shown in instead) or
///   its frame has no area, and what the host version throws.
@discardableResult
public func expectGoldenAnimation(
    of layer: CALayer,
    from start: CFTimeInterval,
    to end: CFTimeInterval,
    fps: Int = 10,
    scale: Int = 1,
    named: String? = nil,
    tolerance: GoldenTolerance? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    try StandaloneLayer.withHost(showing: layer, otherwiseUse: "expectGoldenAnimation(of: host, …)") { host in
        try expectGoldenAnimation(of: host, from: start, to: end, fps: fps, scale: scale, named: named, tolerance: tolerance,
                                  record: record, sourceLocation: sourceLocation, filePath: filePath)
    }
}

/// The animation goldens' fixed choices: how many frames a row of the strip holds and how long the artifacts'
/// GIFs hold their last frame.
enum AnimationGoldenLayout {
    /// Up to 10 frames a row, fewer when that keeps a row within 2,048 pixels (at least one).
    static func columns(frameCount: Int, framePixelWidth: Int) -> Int {
        max(1, min(frameCount, 10, 2048 / max(framePixelWidth, 1)))
    }

    /// The expected and actual GIFs hold their last frame half a second longer, so that the end is seen before
    /// the loop starts again.
    static let hold = 0.5
}
