/// The animations attached to a layer, in the order they were added, kept so that every operation costs time
/// linear in the number of animations at most once: with 10,000 animations on a layer, adding each under its
/// own key compared it with every key before it, and each animation that finished was filtered out of the whole
/// list, both quadratic.
///
/// The number of entries under each key answers "is there an animation for this key" at once
/// (`CALayer.add(_:forKey:)` replaces by key). An animation that finishes is only marked (``markFinished(_:)``):
/// the finished ones leave the list together the next time it is read, so that a frame in which all of them end
/// removes them in one pass, while every reader, in the delegate callbacks of the finishing animations too, sees
/// the list without them.
struct AnimationEntryList {
    /// The entries, including those marked finished (`finishedCount` of them) and not yet removed.
    private var stored: [AnimationEntry] = []
    /// How many of `stored` have finished (`AnimationEntry.isMarkedFinished`) and wait to be removed.
    private var finishedCount = 0
    /// The number of entries under each key (entries with a `nil` key are not counted).
    private var countsByKey: [String: Int] = [:]

    /// The entries in the order added.
    var entries: [AnimationEntry] {
        mutating get {
            removeFinished()
            return stored
        }
    }

    var isEmpty: Bool { stored.count == finishedCount }

    /// Whether an entry has `key`.
    func contains(key: String) -> Bool { countsByKey[key] != nil }

    /// Appends `entry`.
    mutating func append(_ entry: AnimationEntry) {
        stored.append(entry)
        if let key = entry.key { countsByKey[key, default: 0] += 1 }
    }

    /// Removes the entries with `key` and returns them (without looking at the list when none has it).
    mutating func removeAll(forKey key: String) -> [AnimationEntry] {
        guard contains(key: key) else { return [] }
        removeFinished()
        let removed = stored.filter { $0.key == key }
        stored.removeAll { $0.key == key }
        countsByKey[key] = nil
        return removed
    }

    /// Removes every entry and returns them.
    mutating func removeAll() -> [AnimationEntry] {
        removeFinished()
        defer {
            stored = []
            countsByKey = [:]
        }
        return stored
    }

    /// Takes `entry`, an animation of the list that finished, out of the list: its `layer` becomes `nil` now, and
    /// it leaves the stored array at the next read.
    mutating func markFinished(_ entry: AnimationEntry) {
        entry.layer = nil
        entry.isMarkedFinished = true
        finishedCount += 1
        if let key = entry.key {
            let remaining = (countsByKey[key] ?? 1) - 1
            countsByKey[key] = remaining > 0 ? remaining : nil
        }
    }

    /// Detaches every entry from the layer, which is being deallocated: their `layer` becomes `nil` (written, never
    /// read: reading an unowned reference to a layer in its `deinit` traps).
    func detachAll() {
        for entry in stored { entry.layer = nil }
    }

    /// Removes the entries marked finished, in one pass.
    private mutating func removeFinished() {
        guard finishedCount > 0 else { return }
        stored.removeAll(where: \.isMarkedFinished)
        finishedCount = 0
    }
}
