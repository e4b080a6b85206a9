import Foundation

extension RunLoop {
    /// Schedules a Flipbook ``Timer`` on the current ``LayerHost`` (every run loop and mode of a host is its one
    /// virtual clock; adding a timer that is already scheduled changes nothing, as adding it to a second mode of
    /// the same run loop on iOS). Outside any host the timer never fires.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        LayerHost.current?.schedule(timer)
    }
}
