import Foundation

/// Delivers one touch of an event, in its current phase, to its gesture recognizers and then to its view (see
/// ``UIWindow/sendEvent(_:)``).
struct TouchDelivery {
    let touch: UITouch
    let event: UIEvent

    func deliver() {
        let touches: Set<UITouch> = [touch]
        let recognizers = (touch.gestureRecognizers ?? []).filter { $0.isEnabled && $0.state.isTracking }
        for recognizer in recognizers {
            switch touch.phase {
            case .began: recognizer.track(touch, with: event)
            case .moved: recognizer.touchesMoved(touches, with: event)
            case .ended: recognizer.touchesEnded(touches, with: event)
            case .cancelled: recognizer.touchesCancelled(touches, with: event)
            case .stationary: break
            }
        }
        if recognizers.contains(where: { $0.cancelsTouchesInView && $0.state.hasRecognized }) {
            cancelInView()
        } else if !touch.isCancelledInView, let view = touch.view {
            switch touch.phase {
            case .began: view.touchesBegan(touches, with: event)
            case .moved: view.touchesMoved(touches, with: event)
            case .ended: view.touchesEnded(touches, with: event)
            case .cancelled: view.touchesCancelled(touches, with: event)
            case .stationary: break
            }
        }
        if touch.phase == .ended || touch.phase == .cancelled {
            for recognizer in touch.gestureRecognizers ?? [] { recognizer.touchSequenceEnded(touch) }
        }
    }

    /// Tells the view its touch is cancelled (once), after a recognizer took the touch over.
    private func cancelInView() {
        guard !touch.isCancelledInView else { return }
        touch.isCancelledInView = true
        // A touch that had only just begun was never shown to the view: nothing to cancel.
        guard touch.phase != .began, let view = touch.view else { return }
        view.touchesCancelled([touch], with: event)
    }
}
