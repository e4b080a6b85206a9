import Foundation

/// A discrete recognizer of taps: it recognizes (``UIGestureRecognizer/State-swift.enum/ended``) when a touch
/// lifts as the ``numberOfTapsRequired``-th tap of a sequence (``UITouch/tapCount``) without having moved more than
/// 10 points, and fails when the touch moves further or is cancelled.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture. Default 1; values below 1 count as 1.
    open var numberOfTapsRequired: Int = 1
    /// How many fingers the taps need. Default 1 (Flipbook simulates one finger).
    open var numberOfTouchesRequired: Int = 1

    /// How far a touch may move before the tap fails, in points (UIKit's allowable movement).
    static let allowableMovement: CGFloat = 10

    /// Fails when the touch moves beyond the allowable movement.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = startLocation, let point = touches.first?.location(in: nil) else { return }
        if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement { state = .failed }
    }

    /// Recognizes the gesture on the required tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        if touch.tapCount >= max(1, numberOfTapsRequired), max(1, numberOfTouchesRequired) == 1 { state = .recognized }
    }

}
