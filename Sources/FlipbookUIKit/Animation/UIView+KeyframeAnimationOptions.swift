import FlipbookCoreAnimation

extension UIView {
    /// Options for ``UIView/animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// (`UIView.KeyframeAnimationOptions`), with UIKit's bit values.
    ///
    /// The general options share their bits with ``AnimationOptions``. UIKit declares no curve options here, but reads
    /// the curve bits of the raw value (16–19) as for ``AnimationOptions``: the whole keyframe animation eases in and
    /// out unless `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)` is passed; Flipbook does
    /// the same.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// See ``AnimationOptions/layoutSubviews``.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
        /// See ``AnimationOptions/allowUserInteraction``.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: AnimationOptions.allowUserInteraction.rawValue)
        /// See ``AnimationOptions/beginFromCurrentState``.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        /// Repeats the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: AnimationOptions.repeat.rawValue)
        /// Runs each cycle backward after forward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: AnimationOptions.autoreverse.rawValue)
        /// See ``AnimationOptions/overrideInheritedDuration``.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
        /// See ``AnimationOptions/overrideInheritedOptions``.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedOptions.rawValue)

        /// Straight interpolation between keyframes (the default: its bits are 0): `CAAnimationCalculationMode.linear`.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value holds until the next keyframe: `.discrete`.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed, ignoring the keyframes' times: `.paced`.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the keyframes: `.cubic`.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth spline at constant speed: `.cubicPaced`.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The Core Animation calculation mode the options' calculation bits name (unknown values: linear).
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }
}
