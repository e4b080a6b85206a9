import Foundation

/// The hierarchical timing model shared by layers and animations.
///
/// A time `tp` in the parent's time space becomes the local time `t = (tp − beginTime) × speed + timeOffset`,
/// which is then folded into repeat cycles of `duration` (and reversed on the way back when `autoreverses`).
public protocol CAMediaTiming: AnyObject {
    /// The start time in the parent's time space. For an animation, 0 means "when it is committed".
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle. An animation's 0 means the transaction's duration (0.25 s by default);
    /// a layer's default is infinity.
    var duration: CFTimeInterval { get set }
    /// The time multiplier relative to the parent (0 pauses, negative runs backwards).
    var speed: Float { get set }
    /// An offset added to the local time.
    var timeOffset: CFTimeInterval { get set }
    /// The number of cycles (fractions allowed; `.infinity` repeats forever; 0 means one).
    var repeatCount: Float { get set }
    /// The total active time, instead of a repeat count (0 means unused).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forward then backward (each direction lasting `duration`).
    var autoreverses: Bool { get set }
    /// What is shown outside the active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}
