/// The range of frame rates a ``CADisplayLink`` asks for (iOS 15).
///
/// The host's screen refreshes at a fixed rate, so a link fires on the whole divisor of that rate nearest to
/// ``preferred`` (or to ``maximum`` when there is no preferred rate); ``default`` asks for the screen's rate.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The rate the app prefers, if any.
    public var preferred: Float?

    /// A range of all zeros: no request (``default``).
    public init() {
        self.init(minimum: 0, maximum: 0, preferred: 0)
    }

    /// A range from `minimum` to `maximum` frames per second, preferring `preferred` if given.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No specific request: the screen's rate.
    public static let `default` = CAFrameRateRange()

    /// The rate the range asks for (0: none): the preferred rate, else the maximum, within the range when the
    /// range is not empty.
    var requestedRate: Float {
        let rate = preferred.flatMap { $0 > 0 ? $0 : nil } ?? maximum
        guard rate.isFinite, rate > 0 else { return 0 }
        return maximum >= minimum && maximum > 0 ? min(max(rate, minimum), maximum) : rate
    }
}
