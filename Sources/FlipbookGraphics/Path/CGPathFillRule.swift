/// Rules for determining which regions are interior to a path.
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding number rule (the default).
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}
