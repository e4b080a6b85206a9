import FlipbookCoreAnimation
import FlipbookRaster

/// The side a transition's motion comes from, read from a ``CATransitionSubtype``.
package enum TransitionDirection: Sendable, Equatable, CaseIterable {
    case fromRight, fromLeft, fromTop, fromBottom

    /// The direction of `subtype`: `nil` and unknown strings read as ``fromLeft`` (Apple's push with no subtype
    /// brings the new state in from the left).
    package init(_ subtype: CATransitionSubtype?) {
        switch subtype {
        case .fromRight?: self = .fromRight
        case .fromTop?: self = .fromTop
        case .fromBottom?: self = .fromBottom
        default: self = .fromLeft
        }
    }

    /// The unit vector of the motion (y down): content arriving from the right moves left, `(−1, 0)`.
    package var motion: Vec2 {
        switch self {
        case .fromRight: Vec2(-1, 0)
        case .fromLeft: Vec2(1, 0)
        case .fromTop: Vec2(0, 1)
        case .fromBottom: Vec2(0, -1)
        }
    }

    /// Whether the motion is horizontal.
    package var isHorizontal: Bool { self == .fromRight || self == .fromLeft }
}
