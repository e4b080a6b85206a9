import Foundation

/// Why a frame could not be rendered.
public enum FrameRenderError: Error, Equatable, CustomStringConvertible {
    /// The scale is not 1, 2 or 3.
    case unsupportedScale(Int)
    /// The time is not a finite number.
    case invalidTime(Double)
    /// The time is before the host's clock: a host only moves forward.
    case timeInPast(requested: Double, current: Double)
    /// The canvas is empty, not finite, or larger than 16384 pixels on a side at the requested scale.
    case invalidCanvasSize(width: Double, height: Double)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .unsupportedScale(let scale): "scale \(scale) is not supported (use 1, 2 or 3)"
        case .invalidTime(let time): "time \(time) is not a finite number"
        case .timeInPast(let requested, let current):
            "time \(requested) s is before the host's clock (\(current) s); hosts only move forward"
        case .invalidCanvasSize(let width, let height): "canvas \(width) × \(height) points cannot be rendered"
        }
    }
}
