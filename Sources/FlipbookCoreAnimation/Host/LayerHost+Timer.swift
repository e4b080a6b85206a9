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
        public internal(set) var fireDate: CFTimeInterval
        /// Whether the timer will still fire.
        public private(set) var isValid = true
        let sequence: Int
        let block: (Timer) -> Void

        init(interval: TimeInterval, repeats: Bool, fireDate: CFTimeInterval, sequence: Int, block: @escaping (Timer) -> Void) {
            self.timeInterval = interval.isFinite ? interval : Self.minimumInterval
            self.repeats = repeats
            self.fireDate = fireDate.isFinite ? fireDate : .infinity
            self.sequence = sequence
            self.block = block
        }

        /// Stops the timer; it never fires again.
        public func invalidate() { isValid = false }
    }
}
