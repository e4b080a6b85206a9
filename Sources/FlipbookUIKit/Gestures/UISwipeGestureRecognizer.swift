import Foundation

/// A discrete recognizer of swipes: it recognizes (``UIGestureRecognizer/State-swift.enum/ended``) as soon as the
/// touch has moved far enough in one of its permitted ``direction``s, and fails when the touch ends short of that
/// or moves off the direction, or when it is cancelled.
///
/// UIKit does not publish its thresholds (it trades distance against precision and speed). Flipbook's: the touch
/// must move at least 50 points along the direction's axis from where it began, at most half as far across it.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take (UIKit's raw values).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The touch moves to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// The touch moves to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// The touch moves up.
        public static let up = Direction(rawValue: 1 << 2)
        /// The touch moves down.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions. Default ``Direction-swift.struct/right``.
    open var direction: Direction = .right
    /// How many fingers the swipe needs. Default 1 (Flipbook simulates one finger).
    open var numberOfTouchesRequired: Int = 1

    /// How far along its axis a touch must move to be a swipe, in points.
    static let minimumDistance: CGFloat = 50
    /// How far across its axis a swipe may stray, as a fraction of the distance along it.
    static let maximumDeviation: CGFloat = 0.5

    /// Recognizes the swipe once the touch has gone far enough in a permitted direction; fails when it strays.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start = startLocation, let point = touches.first?.location(in: nil) else { return }
        let dx = point.x - start.x, dy = point.y - start.y
        let swiped: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let along = max(abs(dx), abs(dy)), across = min(abs(dx), abs(dy))
        if across > Self.maximumDeviation * max(along, Self.minimumDistance) || (along > 0 && !direction.contains(swiped)) {
            state = .failed
        } else if along >= Self.minimumDistance, max(1, numberOfTouchesRequired) == 1 {
            state = .recognized
        }
    }

    /// A touch that lifts before it is a swipe fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
