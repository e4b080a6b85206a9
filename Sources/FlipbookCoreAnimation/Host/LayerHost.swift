import Foundation

/// The headless equivalent of a window and its run loop: it owns a root layer, a virtual clock and the
/// transaction stack, and runs timers, display links, delayed blocks and animation callbacks in virtual time.
///
/// Everything Core Animation reads implicitly — `CACurrentMediaTime()`, `CATransaction`, implicit actions —
/// resolves the host through a task-local value, which ``perform(_:)``, ``advance(by:)`` and ``run(until:)``
/// set. Tests therefore run in parallel, each with its own host, without seeing each other's clock or
/// transactions. A host and its layers are confined to the task that uses them (layers are not `Sendable`).
///
/// ```swift
/// let host = LayerHost()
/// let layer = CALayer()
/// host.perform {
///     host.rootLayer.addSublayer(layer)
///     let move = CABasicAnimation(keyPath: "position.x")
///     move.fromValue = 0; move.toValue = 100; move.duration = 1
///     layer.add(move, forKey: "move")
/// }
/// host.advance(by: 0.5)
/// host.perform { layer.presentation()!.position.x }   // 50
/// ```
public final class LayerHost: @unchecked Sendable {
    @TaskLocal package static var current: LayerHost?

    /// The root of the host's layer tree (bounds at the origin with the host's size, anchor point (0, 0)).
    public let rootLayer: CALayer
    /// The virtual media time (what `CACurrentMediaTime()` returns inside the host).
    public private(set) var currentTime: CFTimeInterval
    /// The screen refresh rate of display links: 60 frames per second.
    public let framesPerSecond: Int
    /// The time of frame 0; display-link frames fire at `referenceTime + k / framesPerSecond`.
    let referenceTime: CFTimeInterval

    private(set) lazy var transactions = TransactionStack(host: self)
    /// Set when some layer asked for layout or display; the next commit walks the tree.
    var needsLayoutOrDisplay = false
    /// Set when a layer was inserted into the tree or set as a mask since the last commit (and before the first):
    /// the next commit marks the tree's layers as committed (`CALayer.hasBeenCommitted`).
    var treeChangedSinceCommit = true
    /// Bumped whenever layer timing or the tree changes, so records recompute their media start and end times.
    var timingGeneration = 0
    private var records: [AnimationRecord] = [] {
        didSet { earliestRecordEvent = nil }
    }
    /// The earliest time at which a record starts or ends (`AnimationRecord.nextEventTime`) and the timing
    /// generation it was computed for; `nil` when a record was added, removed, started or finished since.
    private var earliestRecordEvent: (generation: Int, time: CFTimeInterval?)?
    private var stoppedRecords: [AnimationRecord] = []
    private var completionGroups: [CompletionGroup] = []
    private var timers: [Timer] = []
    private var displayLinks: [CADisplayLink] = []
    private var delayedBlocks: [(time: CFTimeInterval, sequence: Int, block: () -> Void)] = []
    private var nextIdentifier = 1
    /// Objects that modules built on the host keep per host, by key (the UIKit facade's screen and key window):
    /// state that belongs to one host's "device", never to the process.
    package var attachedObjects: [String: AnyObject] = [:]

    /// Creates a host whose root layer has the given size (default: the seeds' iPhone 6s Plus, 414 × 736 points)
    /// and whose clock starts at `startTime`.
    public init(size: CGSize = CGSize(width: 414, height: 736), startTime: CFTimeInterval = 0, framesPerSecond: Int = 60) {
        currentTime = startTime
        referenceTime = startTime
        self.framesPerSecond = max(1, framesPerSecond)
        rootLayer = CALayer()
        rootLayer.bounds = CGRect(origin: .zero, size: size)
        rootLayer.anchorPoint = .zero
    }

    // MARK: Running

    /// Runs `body` as one run-loop turn of the host: inside it, `CACurrentMediaTime()` and `CATransaction`
    /// refer to this host; afterwards the implicit transaction commits and due callbacks run (at the current time).
    @discardableResult
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        if LayerHost.current === self { return try body() }
        return try LayerHost.$current.withValue(self) {
            transactions.noteChange()
            let result = try body()
            endTurn()
            processDueEvents()
            return result
        }
    }

    /// Advances the virtual clock by `interval` seconds (negative or NaN intervals are ignored), running every
    /// callback that falls due on the way, in time order.
    public func advance(by interval: CFTimeInterval) {
        guard interval.isFinite, interval > 0 else { return }
        run(until: currentTime + interval)
    }

    /// Runs the host until its clock reads `time` (earlier times are ignored).
    public func run(until time: CFTimeInterval) {
        LayerHost.$current.withValue(self) {
            endTurn()
            stopAnimationsOfDeallocatedLayers()
            processDueEvents()
            guard time.isFinite, time > currentTime else { return }
            while let next = nextEventTime(), next <= time {
                currentTime = next
                processDueEvents()
                fireCallbacks(at: next)
            }
            currentTime = time
            processDueEvents()
        }
    }

    // MARK: Scheduling

    /// Schedules `block` to run once at media time `deadline` (like `DispatchQueue.main.asyncAfter`): at the current
    /// time when `deadline` has passed (−∞ included); never for a deadline of +∞ or NaN, which is dropped and does
    /// not hold up the blocks, timers and animations due after it.
    public func asyncAfter(deadline: CFTimeInterval, execute block: @escaping () -> Void) {
        guard deadline < .infinity else { return }
        delayedBlocks.append((max(deadline, currentTime), makeIdentifier(), block))
    }

    /// Schedules a timer on this host that calls `block` every `interval` seconds (once if `repeats` is false),
    /// first at `currentTime + interval` — `Timer.scheduledTimer(withTimeInterval:repeats:block:)` for a host
    /// that is not the current one. Intervals below 0.1 ms are raised to 0.1 ms, as Foundation's timers.
    @discardableResult
    public func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                               block: @escaping (Timer) -> Void) -> Timer {
        let timer = LayerHost.$current.withValue(self) { Timer(timeInterval: interval, repeats: repeats, block: block) }
        schedule(timer)
        return timer
    }

    /// Adds `timer` to the host's timers (a timer already scheduled, here or on another host, is left alone).
    func schedule(_ timer: Timer) {
        guard timer.sequence == 0 else { return }
        timer.sequence = makeIdentifier()
        timers.append(timer)
    }

    func add(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        link.host = self
        link.sequence = makeIdentifier()
        displayLinks.append(link)
        link.nextFrame = firstFrame(after: currentTime, for: link)
    }

    func remove(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
        link.host = nil
    }

    func frameTime(_ index: Int) -> CFTimeInterval { referenceTime + Double(index) / Double(framesPerSecond) }

    /// The first frame after `time` on which `link` fires (frames are aligned to its callback interval).
    func firstFrame(after time: CFTimeInterval, for link: CADisplayLink) -> Int {
        let step = link.framesPerCallback
        let next = Int(((time - referenceTime) * Double(framesPerSecond)).rounded(.down)) + 1
        return (next + step - 1) / step * step
    }

    /// The next frame of `link`, skipping frames that passed while it was paused.
    func upcomingFrame(of link: CADisplayLink) -> Int {
        if frameTime(link.nextFrame) < currentTime { link.nextFrame = firstFrame(after: currentTime, for: link) }
        return link.nextFrame
    }

    private func makeIdentifier() -> Int {
        defer { nextIdentifier += 1 }
        return nextIdentifier
    }

    /// The earliest time at which a record starts or ends, computed again only after a change (see
    /// `earliestRecordEvent`): a turn in which no animation starts or ends does not look at every record.
    private var earliestRecordEventTime: CFTimeInterval? {
        if let cached = earliestRecordEvent, cached.generation == timingGeneration { return cached.time }
        let time = records.lazy.compactMap(\.nextEventTime).min()
        earliestRecordEvent = (timingGeneration, time)
        return time
    }

    private func nextEventTime() -> CFTimeInterval? {
        var times: [CFTimeInterval]
        if let earliest = earliestRecordEventTime, earliest <= currentTime {
            times = records.compactMap { $0.nextEventTime }.filter { $0 > currentTime }
        } else {
            times = earliestRecordEventTime.map { [$0] } ?? []
        }
        times += timers.filter(\.isValid).map { max($0.nextFireTime, currentTime) }   // a past date is due now
        times += displayLinks.filter { !$0.isPaused }.map { frameTime(upcomingFrame(of: $0)) }
        times += delayedBlocks.map(\.time)
        return times.min()
    }

    private func fireCallbacks(at time: CFTimeInterval) {
        enum Due { case timer(Timer), link(CADisplayLink), block(Int) }
        var due: [(sequence: Int, item: Due)] = []
        due += timers.filter { $0.isValid && $0.nextFireTime <= time }.map { ($0.sequence, .timer($0)) }
        due += displayLinks.filter { !$0.isPaused && frameTime($0.nextFrame) <= time }.map { ($0.sequence, .link($0)) }
        due += delayedBlocks.filter { $0.time <= time }.map { ($0.sequence, .block($0.sequence)) }
        for (_, item) in due.sorted(by: { $0.sequence < $1.sequence }) {
            transactions.noteChange()
            switch item {
            case .timer(let timer):
                timer.fireOnSchedule(at: time)
            case .link(let link):
                guard link.host === self, !link.isPaused else { continue }
                let frame = link.nextFrame
                link.timestamp = frameTime(frame)
                link.duration = 1 / Double(framesPerSecond)
                link.nextFrame = (frame / link.framesPerCallback + 1) * link.framesPerCallback
                link.handler?(link)
            case .block(let sequence):
                guard let index = delayedBlocks.firstIndex(where: { $0.sequence == sequence }) else { continue }
                let block = delayedBlocks.remove(at: index).block
                block()
            }
            endTurn()
            processDueEvents()
        }
        timers.removeAll { !$0.isValid }
    }

    // MARK: Transactions

    /// Closes the current turn: every open transaction commits (an unbalanced `begin()` is closed here).
    private func endTurn() {
        transactions.commitAll()
    }

    /// The outermost commit: layout and display, then the added animations start their clocks and the completion
    /// blocks of the committed transactions wait for them.
    func commitChanges() {
        if needsLayoutOrDisplay {
            needsLayoutOrDisplay = false
            rootLayer.layoutAndDisplayIfNeeded()
        }
        markCommitted()
        let (entries, groups) = transactions.takeCommitted()
        var clock = LocalTimeClock()
        for entry in entries where entry.commit(clock: &clock) {
            let record = AnimationRecord(entry: entry, host: self)
            entry.record = record
            records.append(record)
        }
        completionGroups += groups
    }

    /// After a change of the tree, marks every layer in it (sublayers and masks) as committed: from now on their
    /// changes animate from what is shown. Layers already marked are walked through for their new sublayers.
    private func markCommitted() {
        guard treeChangedSinceCommit else { return }
        treeChangedSinceCommit = false
        var pending = [rootLayer]
        while let layer = pending.popLast() {
            layer.hasBeenCommitted = true
            pending += layer._sublayers
            if let mask = layer.mask { pending.append(mask) }
        }
    }

    // MARK: Animation bookkeeping

    func animationAdded(_ entry: AnimationEntry) {
        entry.host = self
        transactions.animationAdded(entry)
    }

    /// Takes over the animations committed outside any host in `layer`'s subtree, which joins this host's tree:
    /// they start with the current transaction's commit (those whose `beginTime` the standalone commit set begin
    /// then; an explicit `beginTime` is kept), and their completion blocks wait for them here.
    /// Only the marked part of the subtree is visited (see `CALayer.subtreeHasStandaloneAnimations`), without
    /// recursion, so that building a tree inside a host costs nothing here.
    func adoptAnimations(of layer: CALayer) {
        var pending = [layer]
        while let layer = pending.popLast() {
            guard layer.subtreeHasStandaloneAnimations else { continue }
            layer.subtreeHasStandaloneAnimations = false
            for entry in layer.animationEntries.entries where entry.host == nil && entry.isCommitted {
                for group in entry.completionGroups where !completionGroups.contains(where: { $0 === group }) {
                    completionGroups.append(group)
                }
                if entry.startsAtCommit { entry.animation.beginTime = 0 }
                entry.isCommitted = false
                entry.host = self
                transactions.animationCarriedIn(entry)
            }
            pending += layer._sublayers
            if let mask = layer.mask { pending.append(mask) }
        }
    }

    func animationRemoved(_ entry: AnimationEntry) {
        if !entry.isCommitted {
            transactions.animationRemovedBeforeCommit(entry)
            return
        }
        guard let record = entry.record, !record.isFinished else { return }
        record.isFinished = true
        earliestRecordEvent = nil
        stoppedRecords.append(record)
    }

    /// Delivers every animation start/stop and completion block due at the current time, in order, until none is
    /// left (callbacks may add animations that are due at once).
    private func processDueEvents() {
        var progressed = true
        while progressed {
            progressed = false
            while !stoppedRecords.isEmpty {
                let record = stoppedRecords.removeFirst()
                progressed = true
                callback { record.entry.animation.delegate?.animationDidStop(record.entry.animation, finished: false) }
                complete(record)
            }
            // Without a stopped record, and before the earliest start or end, the loops below would do nothing.
            if progressed || earliestRecordEventTime.map({ $0 <= currentTime }) == true {
                startAndEndDueRecords(progressed: &progressed)
            }
            for group in completionGroups where group.isDue {
                group.hasRun = true
                progressed = true
                callback(group.block)
            }
            completionGroups.removeAll(where: \.hasRun)
        }
    }

    /// Starts the records whose start time has come and ends those whose end time has come, with their callbacks.
    private func startAndEndDueRecords(progressed: inout Bool) {
        for record in records where !record.isStarted {
            guard let start = record.startTime, start <= currentTime else { continue }
            record.isStarted = true
            progressed = true
            callback { record.entry.animation.delegate?.animationDidStart(record.entry.animation) }
        }
        for record in records where record.isStarted && !record.isFinished {
            guard let end = record.endTime, end <= currentTime else { continue }
            record.isFinished = true
            progressed = true
            if record.entry.animation.isRemovedOnCompletion, let layer = record.layer {
                layer.animationEntries.markFinished(record.entry)
            }
            callback { record.entry.animation.delegate?.animationDidStop(record.entry.animation, finished: true) }
            complete(record)
        }
        records.removeAll(where: \.isFinished)
        earliestRecordEvent = nil   // records started and ended even if none was removed
    }

    /// Animations of layers that no longer exist stop (`finished: false`); checked once per `run(until:)`.
    private func stopAnimationsOfDeallocatedLayers() {
        for record in records where !record.isFinished && record.layer == nil {
            record.isFinished = true
            earliestRecordEvent = nil
            stoppedRecords.append(record)
        }
    }

    private func complete(_ record: AnimationRecord) {
        record.entry.leaveCompletionGroups()
    }

    /// Runs a callback as its own turn: its changes commit right after it.
    private func callback(_ body: () -> Void) {
        transactions.noteChange()
        body()
        endTurn()
    }
}

/// A committed animation the host watches for its start and end.
final class AnimationRecord {
    /// The host that owns the record (it keeps its records, so it always outlives them: no checked reference).
    unowned(unsafe) let host: LayerHost
    let entry: AnimationEntry
    var isStarted = false
    var isFinished = false
    private var cachedTimes: (generation: Int, start: CFTimeInterval?, end: CFTimeInterval?)?

    init(entry: AnimationEntry, host: LayerHost) {
        self.entry = entry
        self.host = host
    }

    /// The animated layer, or `nil` once it is deallocated (or the animation left it).
    var layer: CALayer? { entry.layer }

    /// The media times of the active interval, recomputed when layer timing or the tree changed.
    private var times: (start: CFTimeInterval?, end: CFTimeInterval?) {
        if let cachedTimes, cachedTimes.generation == host.timingGeneration { return (cachedTimes.start, cachedTimes.end) }
        var start: CFTimeInterval?, end: CFTimeInterval?
        if let layer {
            let timing = entry.animation.timing
            start = Self.finite(layer.convertTime(timing.beginTime, to: nil))
            if timing.speed != 0, timing.activeDuration.isFinite {
                end = Self.finite(layer.convertTime(timing.beginTime + timing.activeDuration / abs(timing.speed), to: nil))
            }
        }
        cachedTimes = (host.timingGeneration, start, end)
        return (start, end)
    }

    /// Media time at which the active interval begins (`nil`: never, e.g. under a paused layer).
    var startTime: CFTimeInterval? { times.start }

    /// Media time at which the active interval ends (`nil`: never).
    var endTime: CFTimeInterval? { times.end }

    var nextEventTime: CFTimeInterval? {
        if isFinished { return nil }
        return isStarted ? endTime : startTime
    }

    private static func finite(_ t: CFTimeInterval) -> CFTimeInterval? { t.isFinite ? t : nil }
}
