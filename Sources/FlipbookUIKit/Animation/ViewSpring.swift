import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// The spring of `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`, and the
/// `CASpringAnimation` it becomes.
///
/// UIKit documents the two parameters but not the spring it builds from them; what is known from outside is that the
/// block's duration fixes the spring — it is "the duration until a small enough amplitude is reached" (C. Schnorr,
/// "Demystifying UIKit Spring Animations", 2018) — with an unpublished threshold. The mapping is therefore Flipbook's,
/// chosen to keep that and UIKit's documented behaviour — the animation (and its completion) takes exactly the
/// block's duration, and a damping ratio of 1 settles without oscillating:
/// - mass 1; damping ratio ζ = `usingSpringWithDamping`, clamped to 0.01…1 (UIKit's range; not a number: 1);
/// - natural frequency ω₀ = ln(1000) / (ζ·T), so that the oscillation's envelope e^(−ζω₀t) has shrunk to 0.1 % of
///   the distance at the duration T (the "relaxation time" construction used to reproduce UIKit springs with
///   `CASpringAnimation`, e.g. Stack Overflow answer 61763337, with Flipbook's 0.1 % settling tolerance);
/// - stiffness k = ω₀², damping c = 2ζω₀;
/// - `initialVelocity` = `initialSpringVelocity` (both in "total animation distance per second": UIKit's and
///   Core Animation's units agree); not a number: 0;
/// - `duration` = T (a spring that has not quite settled is cut off at T, as any `CASpringAnimation`).
struct ViewSpring {
    let dampingRatio: CGFloat
    let initialVelocity: CGFloat

    init(dampingRatio: CGFloat, initialVelocity: CGFloat) {
        self.dampingRatio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.01), 1)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The spring animation of `keyPath` for a block of `duration` seconds (positive and finite).
    func animation(keyPath: String, duration: TimeInterval) -> CASpringAnimation {
        let naturalFrequency = log(1000) / (dampingRatio * duration)
        let spring = CASpringAnimation(keyPath: keyPath)
        spring.mass = 1
        spring.stiffness = naturalFrequency * naturalFrequency
        spring.damping = 2 * dampingRatio * naturalFrequency
        spring.initialVelocity = initialVelocity
        return spring
    }
}
