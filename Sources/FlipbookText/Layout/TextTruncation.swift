/// Where text that does not fit is cut and replaced by an ellipsis ("…").
package enum TextTruncation: Sendable {
    /// Not truncated: text that does not fit is clipped.
    case none
    /// The end is cut: "Flight 12…".
    case end
    /// The middle is cut: "Fli…1234".
    case middle
    /// The start is cut: "…ght 1234".
    case start
}
