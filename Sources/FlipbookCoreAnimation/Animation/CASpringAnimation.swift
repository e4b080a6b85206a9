import Foundation

/// A basic animation whose progress is a damped spring evaluated at the elapsed seconds of the cycle.
///
/// The spring ignores `timingFunction`, and a `duration` shorter than ``settlingDuration`` cuts it off.
open class CASpringAnimation: CABasicAnimation {
    /// The mass attached to the spring (> 0). Default 1.
    open var mass: CGFloat = 1 { didSet { springDidChange() } }
    /// The spring constant (> 0). Default 100.
    open var stiffness: CGFloat = 100 { didSet { springDidChange() } }
    /// The friction coefficient (≥ 0). Default 10.
    open var damping: CGFloat = 10 { didSet { springDidChange() } }
    /// The initial velocity, in units of the whole distance per second; positive moves toward the target.
    open var initialVelocity: CGFloat = 0 { didSet { springDidChange() } }
    /// Whether a damping ratio above 1 is honoured (otherwise it is clamped to critical damping). Default `false`.
    open var allowsOverdamping: Bool = false { didSet { springDidChange() } }

    /// Creates a spring with the default parameters (mass 1, stiffness 100, damping 10).
    public required init() {}

    /// Creates a spring that settles in about `perceptualDuration` seconds with the given `bounce`
    /// (0 = critically damped, toward 1 = more bounce, negative = overdamped).
    /// Sets `stiffness = m(2π/T)²`, damping ratio `1 − bounce` (or `1/(1 + bounce)` when negative),
    /// allows overdamping, and sets `duration` to the ``settlingDuration``.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let period = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 1
        let b = bounce.isFinite ? max(-0.999_999, min(1, bounce)) : 0
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        stiffness = mass * pow(2 * .pi / period, 2)
        damping = 2 * ratio * (stiffness * mass).squareRoot()
        allowsOverdamping = true
        duration = settlingDuration
    }

    /// The period of the undamped spring, `2π·√(m/k)`, as a perceptual duration.
    open var perceptualDuration: CFTimeInterval {
        guard stiffness > 0, mass > 0 else { return 0 }
        return 2 * .pi * (mass / stiffness).squareRoot()
    }

    /// The bounce matching the damping ratio ζ: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` above.
    open var bounce: CGFloat {
        let zeta = spring.zeta
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The estimated time for the spring to come to rest (within 0.1 % of the distance).
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    private var cachedSpring: DampedSpring?

    private func springDidChange() {
        cachedSpring = nil
        timingDidChange()
    }

    /// The spring's solution (cached until a spring parameter changes).
    var spring: DampedSpring {
        if let cachedSpring { return cachedSpring }
        let spring = DampedSpring(mass: mass, stiffness: stiffness, damping: damping,
                                  initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
        cachedSpring = spring
        return spring
    }

    /// Returns a copy with the same properties.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CASpringAnimation
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    override var progressFunction: ProgressFunction { .spring(spring) }
}
