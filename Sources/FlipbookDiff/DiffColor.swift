/// An opaque colour used to paint the diff image.
public struct DiffColor: Sendable, Equatable, Hashable {
    /// The red sample.
    public var red: UInt8
    /// The green sample.
    public var green: UInt8
    /// The blue sample.
    public var blue: UInt8

    /// Creates a colour from its samples.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pure red, pixelmatch's colour for mismatched pixels.
    public static let red = DiffColor(red: 255, green: 0, blue: 0)
    /// Yellow, pixelmatch's colour for anti-aliased pixels.
    public static let yellow = DiffColor(red: 255, green: 255, blue: 0)
}
