/// How an animation golden is laid out, for ``GoldenStore/check(_:as:tolerance:test:animation:)``: the golden is
/// one filmstrip of the frames, and the store needs each frame's rectangle (to tell which frames drifted) and
/// the frames' GIF delays (to write the expected and actual animations of a failed check).
public struct GoldenAnimation: Sendable, Equatable {
    /// The frames in time order, with their rectangles in the strip.
    public var frames: [GoldenFrame]
    /// Each frame's GIF delay in centiseconds (one per frame).
    public var delaysInCentiseconds: [Int]

    /// An animation of `frames` shown for `delaysInCentiseconds` each.
    public init(frames: [GoldenFrame], delaysInCentiseconds: [Int]) {
        self.frames = frames
        self.delaysInCentiseconds = delaysInCentiseconds
    }
}
