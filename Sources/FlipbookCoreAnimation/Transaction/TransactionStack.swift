import Foundation

/// A host's nested transactions: the implicit transaction of the current run-loop turn at the bottom,
/// explicit `CATransaction.begin()`/`commit()` pairs above it.
final class TransactionStack {
    /// One open transaction.
    final class Frame {
        let isImplicit: Bool
        var values: [String: Any] = [:]
        /// Animations added while this transaction was open (including nested ones).
        var animationIDs: Set<Int> = []

        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    private(set) var frames: [Frame] = []

    var isEmpty: Bool { frames.isEmpty }

    /// Opens the implicit transaction if nothing is open (a property change or an added animation needs one).
    func noteChange() {
        if frames.isEmpty { frames.append(Frame(isImplicit: true)) }
    }

    func begin() {
        frames.append(Frame(isImplicit: false))
    }

    /// Pops the innermost transaction; returns it, or `nil` when none is open.
    func pop() -> Frame? {
        frames.popLast()
    }

    /// Pops the implicit transaction when it is the only one open.
    func popImplicitIfAlone() -> Frame? {
        guard frames.count == 1, frames[0].isImplicit else { return nil }
        return frames.popLast()
    }

    func value(forKey key: String) -> Any? {
        for frame in frames.reversed() { if let v = frame.values[key] { return v } }
        return nil
    }

    func setValue(_ value: Any?, forKey key: String) {
        noteChange()
        frames[frames.count - 1].values[key] = value
    }

    func recordAnimation(_ id: Int) {
        noteChange()
        for frame in frames { frame.animationIDs.insert(id) }
    }

    func forgetAnimation(_ id: Int) {
        for frame in frames { frame.animationIDs.remove(id) }
    }

    var animationDuration: CFTimeInterval {
        let d = ValueCoercion.double(value(forKey: CATransaction.animationDurationKey)) ?? CATransaction.defaultAnimationDuration
        return d.isFinite && d >= 0 ? d : CATransaction.defaultAnimationDuration
    }

    var disableActions: Bool {
        ValueCoercion.bool(value(forKey: CATransaction.disableActionsKey)) ?? false
    }
}
