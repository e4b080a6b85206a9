import FlipbookCoreAnimation

/// The frames of an animation on a regular grid: frame `k` at `start + k / framesPerSecond` for
/// k = 0 … ⌊(end − start) · framesPerSecond⌋, and the GIF delay of each frame.
///
/// Every time is computed from its index (one division and one addition), never by adding the frame interval
/// again and again, so frame 300 at 30 fps is exactly `start + 10` with no accumulated error. `end` is the last
/// frame when it falls on the grid (within 10⁻⁹ of a frame, so `0.1 … 0.4` at 10 fps has four frames whose last
/// time is exactly 0.4); otherwise the last frame is the last grid time before `end`.
///
/// `flipbook gif`, the gallery's animated previews and `expectGoldenAnimation` all sample through this type.
///
/// ```swift
/// let timeline = try FrameTimeline(from: 0, to: 1, framesPerSecond: 30)
/// timeline.frameCount                    // 31: 0, 1/30, …, 29/30, 1
/// timeline.delaysInCentiseconds()        // [3, 3, 4, 3, 3, 4, …]: 103 cs in all, the last frame shown 1/30 s
/// ```
public struct FrameTimeline: Sendable, Equatable {
    /// The frame rates a timeline accepts: 1 to 50 frames per second. GIF delays are whole centiseconds, and
    /// browsers show delays under 2 cs as 10 cs, so more than 50 frames per second would play slower, not smoother.
    public static let framesPerSecondRange = 1...50
    /// The most frames a timeline holds: 1,000 (33 s at 30 fps), so that a typo in a range cannot start an
    /// hour-long render.
    public static let maximumFrameCount = 1000
    /// How close (in frames) `end` must be to a grid time to count as on the grid.
    static let gridTolerance = 1e-9

    /// The time of the first frame, in seconds.
    public let start: CFTimeInterval
    /// The end of the range, in seconds (the last frame's time when it falls on the grid).
    public let end: CFTimeInterval
    /// Frames per second.
    public let framesPerSecond: Int
    /// The number of frames, at least 1.
    public let frameCount: Int
    /// Whether the last frame is exactly ``end``.
    public let endsOnGrid: Bool

    /// The frames from `start` to `end` at `framesPerSecond`.
    ///
    /// - Throws: ``FrameTimelineError`` for a frame rate outside ``framesPerSecondRange``, a negative or non-finite
    ///   time, an end before the start, or more than ``maximumFrameCount`` frames.
    public init(from start: CFTimeInterval, to end: CFTimeInterval, framesPerSecond: Int) throws(FrameTimelineError) {
        guard Self.framesPerSecondRange.contains(framesPerSecond) else { throw .unsupportedFramesPerSecond(framesPerSecond) }
        for time in [start, end] where !time.isFinite || time < 0 { throw .invalidTime(time) }
        guard end >= start else { throw .endBeforeStart(start: start, end: end) }
        let span = (end - start) * Double(framesPerSecond)
        let nearest = span.rounded()
        let onGrid = abs(span - nearest) <= Self.gridTolerance
        let lastIndex = onGrid ? nearest : span.rounded(.down)
        guard lastIndex < Double(Self.maximumFrameCount) else {
            throw .tooManyFrames(start: start, end: end, framesPerSecond: framesPerSecond)
        }
        endsOnGrid = onGrid
        frameCount = Int(lastIndex) + 1
        self.start = start
        self.end = end
        self.framesPerSecond = framesPerSecond
    }

    /// The time of frame `index` (0 ..< ``frameCount``): `start + index / framesPerSecond`, or exactly ``end`` for
    /// the last frame when it falls on the grid.
    public func time(ofFrame index: Int) -> CFTimeInterval {
        precondition(index >= 0 && index < frameCount, "frame \(index) is outside the timeline's \(frameCount) frames")
        if endsOnGrid && index == frameCount - 1 { return end }
        return start + Double(index) / Double(framesPerSecond)
    }

    /// Every frame's time, in order.
    public var times: [CFTimeInterval] { (0..<frameCount).map(time(ofFrame:)) }

    /// The GIF delay of every frame in centiseconds, by cumulative rounding: frame `k` starts at
    /// ⌊100 k / framesPerSecond⌋ cs (the last centisecond at or before its time), so 30 fps gives 3, 3, 4, 3, 3, 4, …
    /// and the delays always add up to the frames' time exactly, never drifting. The last frame is shown for one
    /// frame interval plus `hold`.
    ///
    /// - Parameter hold: extra time on the last frame in seconds (e.g. to see the end state before a loop
    ///   starts again), rounded to centiseconds; negative or non-finite values count as 0, and the last delay is
    ///   clamped to GIF's largest, 65,535 cs.
    public func delaysInCentiseconds(holdingLastFrameFor hold: Double = 0) -> [Int] {
        var delays = (0..<frameCount).map { index in
            100 * (index + 1) / framesPerSecond - 100 * index / framesPerSecond
        }
        let holdCentiseconds = hold.isFinite && hold > 0 ? min((hold * 100).rounded(), 65_535) : 0
        delays[frameCount - 1] = min(delays[frameCount - 1] + Int(holdCentiseconds), 65_535)
        return delays
    }
}
