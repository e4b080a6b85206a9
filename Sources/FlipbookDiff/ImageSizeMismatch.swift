/// The failure of comparing two images of different sizes.
public struct ImageSizeMismatch: Error, CustomStringConvertible, Equatable, Sendable {
    /// The size of the expected (reference) image.
    public let expected: (width: Int, height: Int)
    /// The size of the actual image.
    public let actual: (width: Int, height: Int)

    /// Creates the error from both sizes.
    public init(expected: (width: Int, height: Int), actual: (width: Int, height: Int)) {
        self.expected = expected
        self.actual = actual
    }

    /// `image sizes differ: expected W×H, actual W×H`.
    public var description: String {
        "image sizes differ: expected \(expected.width)×\(expected.height), actual \(actual.width)×\(actual.height)"
    }

    /// Whether both sizes are equal.
    public static func == (lhs: ImageSizeMismatch, rhs: ImageSizeMismatch) -> Bool {
        lhs.expected == rhs.expected && lhs.actual == rhs.actual
    }
}
