import Foundation

/// Groups layer changes so they commit together, and sets the duration, easing and completion of the implicit
/// animations they trigger.
///
/// Inside a ``LayerHost`` (the headless window and run loop), transactions belong to the host: every run-loop turn
/// (``LayerHost/perform(_:)``, each timer, display-link or delayed callback) has an implicit transaction that
/// commits at its end, and `begin()`/`commit()` nest explicit transactions inside it.
///
/// Outside a host, as on Apple, each thread has its own transactions, which no other thread sees: `begin()` and
/// `commit()` nest, the setters set the innermost open transaction, the getters read it (falling back to the
/// enclosing ones, then to the defaults), and a property change made inside one runs the layer's action —
/// changing an animatable property of a standalone layer adds its implicit animation, with the transaction's
/// duration and timing function, unless actions are disabled. A transaction must begin and commit on the same
/// thread (do not suspend inside one); an unbalanced `begin()` stays open there until a `commit()`. There is no
/// run loop, so no implicit transaction is left open — Apple's guide likewise asks threads without a run loop to
/// "use explicit transactions":
/// - a property change made with no transaction open applies at once and runs no action (it does not animate);
/// - any other call made with no transaction open — a setter, an added animation — forms an implicit
///   transaction of its own that commits before the call returns: the setter's value does not outlive the call,
///   and an added animation is committed at once;
/// - hence ``flush()`` finds no implicit transaction to commit.
///
/// The outermost commit outside a host resolves the `beginTime` of the animations added in it against the
/// layer's time (there is no clock: `CACurrentMediaTime()` reads 0), but nothing plays them there: a presentation
/// layer shows them at their start. When the layer joins a host's tree, the host takes them over and they begin
/// with that commit (an explicit `beginTime` is kept), with their delegate callbacks and removal on completion.
/// A completion block runs when its transaction commits if no animation was added in it; otherwise once every
/// such animation has finished in a host or been removed — never, if they stay on a layer that no host plays.
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

    /// Opens a transaction nested in the current one (outside a host: in the calling thread's open one, if any).
    public static func begin() {
        TransactionStack.forCalls.begin()
    }

    /// Closes the innermost transaction; closing the outermost one commits its changes (unbalanced calls are
    /// ignored).
    public static func commit() {
        TransactionStack.forCalls.commitInnermost()
    }

    /// Commits the implicit transaction now, if no explicit transaction is open (otherwise it commits when
    /// they close). Outside a host no implicit transaction is ever left open, so there is nothing to commit.
    public static func flush() {
        TransactionStack.forCalls.flush()
    }

    /// The duration of implicit animations created in this transaction (default 0.25 s).
    public static func animationDuration() -> CFTimeInterval {
        TransactionStack.current?.animationDuration ?? defaultAnimationDuration
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
        TransactionStack.current?.disableActions ?? false
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
    /// after the commit if none was added (outside a host with no transaction open: at once).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: completionBlockKey)
    }

    /// A transaction property by key (searched from the innermost transaction outwards).
    public static func value(forKey key: String) -> Any? {
        TransactionStack.current?.value(forKey: key)
    }

    /// Sets a transaction property of the innermost transaction (outside a host with none open, of an implicit
    /// transaction that commits before this call returns).
    public static func setValue(_ anObject: Any?, forKey key: String) {
        let transactions = TransactionStack.forCalls
        transactions.inTransaction { transactions.setValue(anObject, forKey: key) }
    }
}
