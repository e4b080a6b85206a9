import FlipbookCoreAnimation
import Foundation

/// The Core Animation transition a view transition's option (bits 20–23 of ``UIView/AnimationOptions``) shows:
///
/// | option | type | subtype |
/// |---|---|---|
/// | `transitionFlipFromLeft` | `oglFlip` | `fromLeft` (the left edge comes toward the viewer) |
/// | `transitionFlipFromRight` | `oglFlip` | `fromRight` |
/// | `transitionFlipFromTop` | `oglFlip` | `fromTop` |
/// | `transitionFlipFromBottom` | `oglFlip` | `fromBottom` |
/// | `transitionCurlUp` | `pageCurl` | `fromBottom` (the page curls up from the bottom edge) |
/// | `transitionCurlDown` | `pageUnCurl` | `fromBottom` (the page uncurls down from the top) |
/// | `transitionCrossDissolve` | `fade` | none |
///
/// `transitionNone` (and the unused field values 8–15) show no transition.
struct ViewTransitionStyle: Equatable {
    let type: CATransitionType
    let subtype: CATransitionSubtype?

    /// The style `options` select, or `nil` for none.
    init?(_ options: UIView.AnimationOptions) {
        let flip = CATransitionType(rawValue: "oglFlip"), curl = CATransitionType(rawValue: "pageCurl")
        let uncurl = CATransitionType(rawValue: "pageUnCurl")
        switch options.rawValue & Self.fieldMask {
        case UIView.AnimationOptions.transitionFlipFromLeft.rawValue: (type, subtype) = (flip, .fromLeft)
        case UIView.AnimationOptions.transitionFlipFromRight.rawValue: (type, subtype) = (flip, .fromRight)
        case UIView.AnimationOptions.transitionFlipFromTop.rawValue: (type, subtype) = (flip, .fromTop)
        case UIView.AnimationOptions.transitionFlipFromBottom.rawValue: (type, subtype) = (flip, .fromBottom)
        case UIView.AnimationOptions.transitionCurlUp.rawValue: (type, subtype) = (curl, .fromBottom)
        case UIView.AnimationOptions.transitionCurlDown.rawValue: (type, subtype) = (uncurl, .fromBottom)
        case UIView.AnimationOptions.transitionCrossDissolve.rawValue: (type, subtype) = (.fade, nil)
        default: return nil
        }
    }

    /// The transition field: bits 20–23.
    private static let fieldMask: UInt = 0xF << 20

    /// A transition of the style (its timing is the animation block's, see `ViewAnimationBlock.add(_:forKey:to:)`).
    func transition() -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        return transition
    }
}
