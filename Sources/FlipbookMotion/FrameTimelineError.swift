/// Why a ``FrameTimeline`` cannot be made from a frame rate and a time range.
public enum FrameTimelineError: Error, Equatable, CustomStringConvertible {
    /// The frame rate is outside ``FrameTimeline/framesPerSecondRange``.
    case unsupportedFramesPerSecond(Int)
    /// A bound of the range is negative or not a finite number.
    case invalidTime(Double)
    /// The range ends before it starts.
    case endBeforeStart(start: Double, end: Double)
    /// The range holds more than ``FrameTimeline/maximumFrameCount`` frames at the frame rate.
    case tooManyFrames(start: Double, end: Double, framesPerSecond: Int)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .unsupportedFramesPerSecond(let fps):
            "\(fps) frames per second is not supported (use \(FrameTimeline.framesPerSecondRange.lowerBound)…"
                + "\(FrameTimeline.framesPerSecondRange.upperBound): GIF delays are whole centiseconds and browsers slow "
                + "delays under 2 cs down to 10 cs)"
        case .invalidTime(let time):
            "time \(time) s is not a time on the virtual clock (use a finite number of seconds, 0 or more)"
        case .endBeforeStart(let start, let end):
            "the range ends (\(end) s) before it starts (\(start) s)"
        case .tooManyFrames(let start, let end, let fps):
            "\(start) s to \(end) s at \(fps) frames per second is more than \(FrameTimeline.maximumFrameCount) frames; "
                + "shorten the range or lower the frame rate"
        }
    }
}
