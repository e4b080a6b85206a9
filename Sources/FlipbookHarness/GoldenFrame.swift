/// One frame of an animation golden: its time and its rectangle in the golden's filmstrip (pixels), and — once a
/// check has compared the strip — how many of its pixels mismatched.
public struct GoldenFrame: Sendable, Codable, Equatable {
    /// The frame's time in seconds.
    public var time: Double
    /// The frame's rectangle in the strip, in pixels.
    public var x: Int, y: Int, width: Int, height: Int
    /// The mismatched pixels inside the rectangle (the red pixels of the diff image); `nil` when the strip was
    /// not compared (no golden yet, or another size).
    public var mismatchedPixels: Int?

    /// A frame at `time` occupying the given rectangle of the strip.
    public init(time: Double, x: Int, y: Int, width: Int, height: Int, mismatchedPixels: Int? = nil) {
        self.time = time
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.mismatchedPixels = mismatchedPixels
    }

    /// Whether any pixel of the frame mismatched its golden.
    public var hasDrifted: Bool { (mismatchedPixels ?? 0) > 0 }
}
