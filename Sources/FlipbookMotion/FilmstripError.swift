/// Why frames could not be composed into a filmstrip.
public enum FilmstripError: Error, Equatable, CustomStringConvertible {
    /// There are no frames.
    case noFrames
    /// The frames do not all have the same size.
    case framesDifferInSize
    /// There is not exactly one time per frame.
    case timesDoNotMatchFrames(frames: Int, times: Int)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .noFrames: "a filmstrip needs at least one frame"
        case .framesDifferInSize: "the frames of a filmstrip must all have the same size"
        case .timesDoNotMatchFrames(let frames, let times): "\(frames) frames but \(times) times: a filmstrip needs one time per frame"
        }
    }
}
