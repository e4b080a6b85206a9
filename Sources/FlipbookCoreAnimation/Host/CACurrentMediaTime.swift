import Foundation

/// The current media time in seconds: the virtual clock of the current ``LayerHost``
/// (0 outside a host — Flipbook never reads the wall clock).
public func CACurrentMediaTime() -> CFTimeInterval {
    LayerHost.current?.currentTime ?? 0
}
