import FlipbookCoreAnimation

extension UIView {
    /// Options for animating views with block objects (`UIView.AnimationOptions`), with UIKit's bit values.
    ///
    /// The curve is a field of bits 16–19, as in UIKit: combining two curves ORs their bits, so
    /// `[.curveEaseIn, .curveEaseOut]` *is* `.curveLinear`, the curve UIKit then uses too. The transition options only
    /// apply to view transitions; ``UIView/animate(withDuration:delay:options:animations:completion:)`` ignores them, as
    /// UIKit does, and the preferred-frames-per-second options change nothing on Flipbook's virtual clock.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the views whose properties the block changes at commit time, so that their subviews animate
        /// with them.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animating views receive touches (UIKit ignores them during the animation otherwise).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the value shown now instead of the model value, for properties that UIKit does not animate
        /// additively (see `UIView.animationAction(for:forKey:)`).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs each cycle backward after forward (with ``repeat``, back and forth forever).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the views' content during the animation (transitions only).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views instead of removing and adding them (transitions only).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block inherits neither the enclosing block's curve nor its repeat and autoreverse options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default: its bits are 0).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (the default).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips the view around its vertical axis from left to right.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view around its vertical axis from right to left.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the view up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the view down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves one view into the next.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view around its horizontal axis from top to bottom.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view around its horizontal axis from bottom to top.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The system's frame rate (the default).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options' curve bits name.
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// The speed curve of a view animation (`UIView.AnimationCurve`). UIKit's default is ``easeInOut``.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end: Core Animation's `easeInEaseOut` (0.42, 0, 0.58, 1).
        case easeInOut = 0
        /// Slow at the start: `easeIn` (0.42, 0, 1, 1).
        case easeIn = 1
        /// Slow at the end: `easeOut` (0, 0, 0.58, 1).
        case easeOut = 2
        /// Constant speed: `linear`.
        case linear = 3

        /// The Core Animation timing function of the curve.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
