import FlipbookCoreAnimation
import Foundation

/// What a `beginAnimations(_:context:)` block reports to its delegate: its identifier and context, and the
/// selectors set with `setAnimationWillStart(_:)` and `setAnimationDidStop(_:)`.
///
/// The selectors are sent to the delegate as UIKit sends them: the will-start selector with the identifier and the
/// context (``ViewAnimationStartArguments``), the did-stop selector with the identifier, `finished` as an
/// `NSNumber` and the context (``ViewAnimationStopArguments``). A selector of a method without arguments
/// (`Selector(ViewController.animationEnd)`) ignores them; one of UIKit's documented shapes receives them (see the
/// `Selector` initialisers in `Selector+ViewAnimationCallbacks.swift`).
final class ViewAnimationCallbacks {
    let animationID: String?
    let context: UnsafeMutableRawPointer?
    /// The object the selectors are sent to (kept until the animations stop). Default `nil`: nothing is sent.
    var delegate: AnyObject?
    var willStartSelector: Selector?
    var didStopSelector: Selector?

    init(animationID: String?, context: UnsafeMutableRawPointer?) {
        self.animationID = animationID
        self.context = context
    }

    func animationsWillStart() {
        willStartSelector?.perform(on: delegate, with: ViewAnimationStartArguments(animationID: animationID, context: context))
    }

    func animationsDidStop(finished: Bool) {
        didStopSelector?.perform(on: delegate, with: ViewAnimationStopArguments(
            animationID: animationID, finished: NSNumber(value: finished), context: context))
        delegate = nil
    }
}

/// The arguments UIKit sends with a will-start selector: `animationWillStart(_:context:)`.
struct ViewAnimationStartArguments {
    let animationID: String?
    let context: UnsafeMutableRawPointer?
}

/// The arguments UIKit sends with a did-stop selector: `animationDidStop(_:finished:context:)`.
struct ViewAnimationStopArguments {
    let animationID: String?
    let finished: NSNumber
    let context: UnsafeMutableRawPointer?
}
