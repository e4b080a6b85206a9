import Foundation

/// Groups layer changes so they commit together, and sets the duration, easing and completion of the implicit
/// animations they trigger.
///
/// Transactions belong to the current ``LayerHost`` (the headless window and run loop); every run-loop turn of
/// the host (``LayerHost/perform(_:)``, each timer, display-link or delayed callback) has an implicit
/// transaction that commits at its end. `begin()`/`commit()` nest explicit transactions inside it.
///
/// Outside a host there is no run loop and no clock: `begin`/`commit`/`flush` do nothing, the getters return the
/// defaults, the setters are ignored, and a completion block runs at once (nothing can animate there).
public final class CATransaction {
    private init() {}

    /// The key of the animation duration in ``value(forKey:)``.
    public static let animationDurationKey = "animationDuration"
    /// The key of the timing function in ``value(forKey:)``.
    public static let animationTimingFunctionKey = "animationTimingFunction"
    /// The key of the disable-actions flag in ``value(forKey:)``.
    public static let disableActionsKey = "disableActions"
    /// The key of the completion block in ``value(forKey:)``.
    public static let completionBlockKey = "completionBlock"
    /// The duration of implicit animations when none is set: 0.25 s.
    public static let defaultAnimationDuration: CFTimeInterval = 0.25

    /// Opens a transaction nested in the current one.
    public static func begin() {
        LayerHost.current?.transactions.begin()
    }

    /// Closes the innermost transaction; closing the outermost one commits its changes (unbalanced calls are
    /// ignored).
    public static func commit() {
        LayerHost.current?.commitInnermost()
    }

    /// Commits the implicit transaction now, if no explicit transaction is open (otherwise it commits when
    /// they close).
    public static func flush() {
        LayerHost.current?.flush()
    }

    /// The duration of implicit animations created in this transaction (default 0.25 s).
    public static func animationDuration() -> CFTimeInterval {
        LayerHost.current?.transactions.animationDuration ?? defaultAnimationDuration
    }

    /// Sets the duration of implicit animations (negative, NaN or infinite durations are ignored).
    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: animationDurationKey)
    }

    /// The timing function of implicit animations (default `nil`: they use Core Animation's default curve,
    /// `CAMediaTimingFunction(name: .default)`).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: animationTimingFunctionKey) as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: animationTimingFunctionKey)
    }

    /// Whether property changes skip their actions (no implicit animations). The action search itself is unchanged.
    public static func disableActions() -> Bool {
        LayerHost.current?.transactions.disableActions ?? false
    }

    /// Sets whether property changes skip their actions.
    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: disableActionsKey)
    }

    /// The block run when every animation added in this transaction has finished or been removed.
    public static func completionBlock() -> (() -> Void)? {
        value(forKey: completionBlockKey) as? () -> Void
    }

    /// Sets the completion block of the innermost transaction (the implicit one after a `commit()`). It runs
    /// once every animation added while that transaction was open has finished or been removed, or right
    /// after the commit if none was added.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard LayerHost.current != nil else {
            block?()
            return
        }
        setValue(block, forKey: completionBlockKey)
    }

    /// A transaction property by key (searched from the innermost transaction outwards).
    public static func value(forKey key: String) -> Any? {
        LayerHost.current?.transactions.value(forKey: key)
    }

    /// Sets a transaction property of the innermost transaction.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        LayerHost.current?.transactions.setValue(anObject, forKey: key)
    }
}
