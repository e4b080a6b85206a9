import Foundation

extension LayerHost {
    /// A timer on the host's virtual clock (the counterpart of `Foundation.Timer` scheduled on the main run loop).
    public final class Timer {
        /// Foundation's smallest timer interval (0.1 ms); shorter intervals are raised to it.
        static let minimumInterval: TimeInterval = 0.0001

        /// The interval between fires.
        public let timeInterval: TimeInterval
        /// Whether the timer fires repeatedly.
        public let repeats: Bool
        /// The media time of the next fire.
        public private(set) var fireDate: CFTimeInterval
        /// Whether the timer will still fire.
        public private(set) var isValid = true
        let sequence: Int
        let block: (Timer) -> Void
        /// The scheduling time; fire n is at `origin + n × interval` (no drift from repeated additions).
        private let origin: CFTimeInterval
        private var fireCount = 1

        init(interval: TimeInterval, repeats: Bool, origin: CFTimeInterval, sequence: Int, block: @escaping (Timer) -> Void) {
            self.timeInterval = interval.isFinite ? interval : Self.minimumInterval
            self.repeats = repeats
            self.origin = origin
            self.sequence = sequence
            self.block = block
            fireDate = origin + max(self.timeInterval, Self.minimumInterval)
        }

        var effectiveInterval: TimeInterval { max(timeInterval, Self.minimumInterval) }

        func scheduleNextFire() {
            fireCount += 1
            fireDate = origin + Double(fireCount) * effectiveInterval
        }

        /// Stops the timer; it never fires again.
        public func invalidate() { isValid = false }
    }
}
