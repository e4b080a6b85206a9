extension UIImage {
    /// How an image's pixels are to be turned for display (UIKit's raw values).
    public enum Orientation: Int, Sendable {
        /// As stored (the default).
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counterclockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Mirrored vertically.
        case downMirrored = 5
        /// Mirrored horizontally, then turned 90° counterclockwise.
        case leftMirrored = 6
        /// Mirrored horizontally, then turned 90° clockwise.
        case rightMirrored = 7

        /// Whether the orientation turns the image a quarter turn (so that its width and height swap).
        var isQuarterTurn: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            case .up, .down, .upMirrored, .downMirrored: false
            }
        }
    }
}
