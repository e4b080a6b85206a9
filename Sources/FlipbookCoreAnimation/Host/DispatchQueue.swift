import Foundation

/// Dispatch's `DispatchQueue`, whose ``main`` queue is the current ``LayerHost``'s run loop on the virtual clock.
///
/// A file that imports `Flipbook`, `UIKit` or `QuartzCore` — and not `Foundation` or `Dispatch` directly — sees this
/// class as `DispatchQueue`, as it sees Flipbook's ``Timer`` (see there), so iOS code that goes back to the main
/// thread compiles unchanged and runs deterministically:
///
/// ```swift
/// DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.viewRadius = 0; self.setNeedsDisplay() }
/// DispatchQueue.global(qos: .userInitiated).async { … }          // Dispatch's threads, as on iOS
/// ```
///
/// On iOS the main queue is drained by the main run loop; here it is the host's. ``main``'s `async` and
/// `asyncAfter` (``Main/Async``, ``Main/AsyncAfter``) join the host current where they are called (inside
/// `host.perform { … }`, a callback or a view controller's lifecycle method) and run each block as one run-loop turn at its deadline on the virtual clock — `async` at the current time,
/// after the turn that submitted it — when the host's clock runs (`advance(by:)`, `run(until:)`), in deadline
/// order, blocks due at one time (with the host's timers, display links and delayed blocks) in submission order.
/// A deadline of ``DispatchTime/distantFuture`` never comes. Outside any host — on a thread of another queue too,
/// since Dispatch's blocks do not carry the host with them — the main queue is a run loop that never runs: its
/// blocks are dropped (as a timer scheduled there never fires), so no state is shared across threads and a
/// host's frames never depend on another thread's timing. The main queue's blocks are not `@Sendable` (Dispatch's
/// are, but iOS runs `DispatchQueue.main`'s blocks on the main actor, where UIKit's views live), so the closures
/// iOS code passes it compile here; ``main`` is a ``Main``, not a `DispatchQueue` (see there).
///
/// Every other queue — ``global(qos:)``, ``init(label:qos:attributes:autoreleaseFrequency:)`` — is one of
/// Dispatch's, running `@Sendable` blocks on Dispatch's threads on the real clock; its `asyncAfter` deadline, a
/// time on the current host's clock (see ``DispatchTime``), is converted to the same delay from Dispatch's now.
/// Not provided: work items, `target:` queues, `dispatchPrecondition` — Dispatch's own (`Dispatch.DispatchQueue`)
/// remain available for them.
public final class DispatchQueue: Sendable {
    /// Dispatch's `DispatchQueue.Attributes` (`.concurrent`, `.initiallyInactive`).
    public typealias Attributes = Dispatch.DispatchQueue.Attributes
    /// Dispatch's `DispatchQueue.AutoreleaseFrequency`.
    public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

    /// The Dispatch queue that runs the blocks.
    let underlying: Dispatch.DispatchQueue

    init(underlying: Dispatch.DispatchQueue) {
        self.underlying = underlying
    }

    /// Creates a Dispatch queue (serial unless `attributes` has `.concurrent`) running on Dispatch's threads.
    public convenience init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
                            autoreleaseFrequency: AutoreleaseFrequency = .inherit) {
        self.init(underlying: Dispatch.DispatchQueue(label: label, qos: qos, attributes: attributes,
                                                     autoreleaseFrequency: autoreleaseFrequency))
    }

    /// The main queue: the current host's run loop on the virtual clock (see the class discussion).
    public static let main = Main()

    /// Dispatch's global concurrent queue of quality-of-service class `qos`.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(underlying: .global(qos: qos))
    }

    /// Runs `work(index)` for every index in `0..<iterations` on Dispatch's threads and returns when all are done.
    public static func concurrentPerform(iterations: Int, execute work: @Sendable (Int) -> Void) {
        Dispatch.DispatchQueue.concurrentPerform(iterations: iterations, execute: work)
    }

    /// The label given when the queue was created.
    public var label: String { underlying.label }

    /// The queue's quality of service.
    public var qos: DispatchQoS { underlying.qos }

    /// Submits `work` to run as soon as the queue allows, in `group` if given, and returns at once.
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @Sendable () -> Void) {
        underlying.async(group: group, qos: qos, flags: flags, execute: work)
    }

    /// Submits `work` to run at `deadline` — the same delay from Dispatch's now as `deadline` is from
    /// ``DispatchTime/now()`` (at once when it has passed; never for ``DispatchTime/distantFuture``).
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable () -> Void) {
        guard let delay = deadline.secondsFromNow else { return }
        underlying.asyncAfter(deadline: .now() + max(0, delay), qos: qos, flags: flags, execute: work)
    }

    /// Runs `work` on the queue, waits for it and returns its result.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        try underlying.sync(execute: work)
    }

    /// The main queue: the current ``LayerHost``'s run loop (see ``DispatchQueue``).
    ///
    /// Its `async`, `asyncAfter` and `sync` are called as Dispatch's methods (`DispatchQueue.main.async { … }`) but
    /// are values with `callAsFunction`: Swift infers `@MainActor` for a closure passed to a *method* spelled
    /// `DispatchQueue.main.async…`, which is right on iOS, whose views are main-actor isolated, but would forbid
    /// Flipbook's views (confined to their host's task) from capturing `self` in it. For the same reason it is not a
    /// `DispatchQueue` subclass: a variable typed `DispatchQueue` cannot hold it.
    public final class Main: Sendable {
        /// Submits a block: `DispatchQueue.main.async { … }` (see ``Async``).
        public let async = Async()
        /// Submits a block for a deadline: `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }`.
        public let asyncAfter = AsyncAfter()
        /// Runs a block at once: `DispatchQueue.main.sync { … }` (see ``Sync``).
        public let sync = Sync()

        init() {}

        /// Dispatch's label of the main queue (`com.apple.main-thread`).
        public var label: String { Dispatch.DispatchQueue.main.label }

        /// `DispatchQueue.main.async(group:qos:flags:execute:)`.
        public struct Async: Sendable {
            /// Runs `work` on the current host as one run-loop turn at the current time, after the turn that
            /// submits it, in submission order; `group` is entered until it has run. Outside any host `work` is
            /// dropped (`group` is not entered). `qos` and `flags` change nothing: the host runs one block at a
            /// time, in order.
            public func callAsFunction(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified,
                                       flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
                Main.schedule(work, at: .now(), group: group)
            }
        }

        /// `DispatchQueue.main.asyncAfter(deadline:qos:flags:execute:)`.
        public struct AsyncAfter: Sendable {
            /// Runs `work` on the current host as one run-loop turn at `deadline` on its virtual clock (at the
            /// current time if `deadline` is not later; never for ``DispatchTime/distantFuture``); blocks due at one
            /// time run in submission order. Outside any host `work` is dropped.
            public func callAsFunction(deadline: DispatchTime, qos: DispatchQoS = .unspecified,
                                       flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
                Main.schedule(work, at: deadline, group: nil)
            }
        }

        /// `DispatchQueue.main.sync(execute:)`.
        public struct Sync: Sendable {
            /// Runs `work` at once and returns its result: the caller is the main thread (inside a host), or waits
            /// for it (outside, where the main queue never runs). On iOS, calling it on the main thread deadlocks.
            public func callAsFunction<T>(execute work: () throws -> T) rethrows -> T {
                try work()
            }
        }

        private static func schedule(_ work: @escaping () -> Void, at deadline: DispatchTime, group: DispatchGroup?) {
            guard let host = LayerHost.current, let time = deadline.mediaTime(on: host) else { return }
            group?.enter()
            host.asyncAfter(deadline: time) {
                work()
                group?.leave()
            }
        }
    }
}
