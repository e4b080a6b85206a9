import Foundation

/// Nested transactions and what they collect until the outermost one commits: the animations added and the
/// completion blocks waiting for them.
///
/// A ``LayerHost`` owns one, with the implicit transaction of the current run-loop turn at the bottom and explicit
/// `CATransaction.begin()`/`commit()` pairs above it. Outside a host each thread has its own (see
/// `TransactionStack.ofCurrentThread`), which holds only explicit transactions.
final class TransactionStack {
    /// One open transaction.
    final class Frame {
        let isImplicit: Bool
        var values: [String: Any] = [:]
        /// Animations added while this transaction was open (including nested ones).
        var animations: Set<ObjectIdentifier> = []

        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// The host whose run loop commits these transactions, or `nil` for a thread's transactions outside any host.
    /// The host owns its stack, so it outlives it: no checked reference.
    unowned(unsafe) let host: LayerHost?
    private(set) var frames: [Frame] = []
    /// Animations added since the outermost transaction opened; they start their clocks when it commits.
    private var addedEntries: [AnimationEntry] = []
    /// Completion blocks of transactions closed since the outermost one opened; they become due once it commits.
    private var closedGroups: [CompletionGroup] = []
    /// What the layers changed since the outermost transaction opened looked like before (see `PriorLayerState`),
    /// by layer: the old rendering a ``CATransition`` added in the transaction shows.
    private(set) var priorStates: [ObjectIdentifier: PriorLayerState] = [:]

    init(host: LayerHost?) { self.host = host }

    var isEmpty: Bool { frames.isEmpty }

    /// Opens the implicit transaction if nothing is open (a property change or an added animation needs one).
    func noteChange() {
        if frames.isEmpty { frames.append(Frame(isImplicit: true)) }
    }

    func begin() {
        frames.append(Frame(isImplicit: false))
    }

    // MARK: Committing

    /// Closes the innermost transaction (an unbalanced call does nothing).
    func commitInnermost() {
        guard let frame = frames.popLast() else { return }
        close(frame)
    }

    /// Closes every open transaction, innermost first (the end of a host's run-loop turn).
    func commitAll() {
        while let frame = frames.popLast() { close(frame) }
    }

    /// Closes the implicit transaction when it is the only one open (otherwise it commits when the explicit ones
    /// above it close).
    func flush() {
        guard frames.count == 1, frames[0].isImplicit else { return }
        commitInnermost()
    }

    /// Runs `body` inside the open transaction; outside a host with none open, inside an implicit transaction
    /// that commits as soon as `body` returns (no run loop would ever end it).
    func inTransaction<Result>(_ body: () -> Result) -> Result {
        guard host == nil, frames.isEmpty else { return body() }
        frames.append(Frame(isImplicit: true))
        defer { commitInnermost() }
        return body()
    }

    private func close(_ frame: Frame) {
        if let block = frame.values[CATransaction.completionBlockKey] as? () -> Void {
            let group = CompletionGroup(remaining: frame.animations, block: block)
            for entry in addedEntries where frame.animations.contains(ObjectIdentifier(entry)) {
                entry.completionGroups.append(group)
            }
            closedGroups.append(group)
        }
        guard frames.isEmpty else { return }
        if let host {
            host.commitChanges()
        } else {
            commitOutsideHost()
        }
    }

    /// Hands over what the outermost transaction collected: the animations to start and the completion groups
    /// that are now due once their animations are done.
    func takeCommitted() -> (entries: [AnimationEntry], groups: [CompletionGroup]) {
        defer { addedEntries = []; closedGroups = []; priorStates = [:] }
        for group in closedGroups { group.isActive = true }
        return (addedEntries, closedGroups)
    }

    /// The outermost commit outside a host: the added animations are resolved against the layers' time (no host
    /// plays them until their layer joins one, see `LayerHost.adoptAnimations(of:)`), and a completion block with
    /// no animation left to wait for runs now.
    private func commitOutsideHost() {
        let (entries, groups) = takeCommitted()
        var clock = LocalTimeClock()
        for entry in entries { entry.commit(clock: &clock) }
        for group in groups { group.runIfDue() }
    }

    // MARK: Prior states

    /// Notes `layer`'s model before its first change in this transaction.
    func recordPriorModel(of layer: CALayer) {
        let id = ObjectIdentifier(layer)
        if priorStates[id]?.model != nil { return }
        priorStates[id, default: PriorLayerState(layer: layer)].model = layer.modelSnapshot()
    }

    /// Notes `layer`'s sublayers before their first change in this transaction.
    func recordPriorSublayers(of layer: CALayer) {
        let id = ObjectIdentifier(layer)
        if priorStates[id]?.sublayers != nil { return }
        priorStates[id, default: PriorLayerState(layer: layer)].sublayers = layer._sublayers
    }

    // MARK: Values

    func value(forKey key: String) -> Any? {
        for frame in frames.reversed() { if let v = frame.values[key] { return v } }
        return nil
    }

    func setValue(_ value: Any?, forKey key: String) {
        noteChange()
        frames[frames.count - 1].values[key] = value
    }

    var animationDuration: CFTimeInterval {
        let d = ValueCoercion.double(value(forKey: CATransaction.animationDurationKey)) ?? CATransaction.defaultAnimationDuration
        return d.isFinite && d >= 0 ? d : CATransaction.defaultAnimationDuration
    }

    var disableActions: Bool {
        ValueCoercion.bool(value(forKey: CATransaction.disableActionsKey)) ?? false
    }

    // MARK: Animations

    /// Joins an animation added now to the open transactions; it starts when the outermost one commits.
    func animationAdded(_ entry: AnimationEntry) {
        noteChange()
        for frame in frames { frame.animations.insert(ObjectIdentifier(entry)) }
        addedEntries.append(entry)
    }

    /// Joins an animation to the next commit without making it part of the open transactions' completion blocks
    /// (an animation a host adopts from a layer that joins its tree).
    func animationCarriedIn(_ entry: AnimationEntry) {
        noteChange()
        addedEntries.append(entry)
    }

    /// Forgets an animation removed before its transaction committed: it no longer holds up completion blocks.
    func animationRemovedBeforeCommit(_ entry: AnimationEntry) {
        addedEntries.removeAll { $0 === entry }
        for frame in frames { frame.animations.remove(ObjectIdentifier(entry)) }
        entry.leaveCompletionGroups()
    }
}

/// The calling thread's transactions outside any host (``PerThreadState/ofCurrentThread``). As Apple's,
/// transactions are per thread: a transaction must begin and commit on the same thread (do not suspend inside one),
/// and code on other threads never sees it.
extension TransactionStack: PerThreadState {
    static let threadDictionaryKey = "FlipbookCoreAnimation.TransactionStack"

    /// A thread's stack, in no host.
    convenience init() { self.init(host: nil) }

    /// The transactions a change joins now: the current host's, or outside a host the calling thread's while one of
    /// its transactions is open; `nil` outside a host with none open.
    static var current: TransactionStack? {
        if let host = LayerHost.current { return host.transactions }
        let stack = ofCurrentThread
        return stack.isEmpty ? nil : stack
    }

    /// The transactions `CATransaction`'s calls address: the current host's, otherwise the calling thread's.
    static var forCalls: TransactionStack {
        LayerHost.current?.transactions ?? ofCurrentThread
    }
}
