/// What a gradient paints outside its `0...1` parameter range.
package enum GradientExtend: Sendable, Equatable {
    /// Nothing (transparent) before the start and after the end.
    case none
    /// The end colours continue (`drawsBeforeStartLocation` + `drawsAfterEndLocation`).
    case pad
    /// Only the start colour continues before the start; nothing after the end.
    case padStart
    /// Only the end colour continues after the end; nothing before the start.
    case padEnd
    /// The gradient repeats with period 1.
    case `repeat`
    /// The gradient repeats mirrored (0→1→0…).
    case reflect
}
