import FlipbookCoreAnimation
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension SceneStage {
    /// Schedules a one-finger swipe at media time `time` from `start` to `end` (window coordinates): the touch
    /// begins at `start`, moves there in four even steps and lifts at `end`, all at that instant, through the
    /// window's touch simulation (gesture recognizers see every step).
    func swipe(from start: CGPoint, to end: CGPoint, time: CFTimeInterval, _ description: String) {
        let window = window
        at(time, description) {
            window.sendTouch(.began, at: start)
            for step in 1...4 {
                let fraction = CGFloat(step) / 4
                window.sendTouch(.moved, at: CGPoint(x: start.x + (end.x - start.x) * fraction,
                                                     y: start.y + (end.y - start.y) * fraction))
            }
            window.sendTouch(.ended, at: end)
        }
    }

    /// Schedules a swipe to the left across the middle of the screen (from x = 320 to x = 100 at y = 368).
    func swipeLeft(time: CFTimeInterval) {
        swipe(from: CGPoint(x: 320, y: 368), to: CGPoint(x: 100, y: 368), time: time, "swipe left")
    }

    /// Schedules a swipe to the right across the middle of the screen (from x = 100 to x = 320 at y = 368).
    func swipeRight(time: CFTimeInterval) {
        swipe(from: CGPoint(x: 100, y: 368), to: CGPoint(x: 320, y: 368), time: time, "swipe right")
    }
}
