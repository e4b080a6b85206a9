/// Styles for rendering the endpoint of a stroked line.
public enum CGLineCap: Int32, Sendable {
    /// The line ends exactly at its endpoint (the default).
    case butt = 0
    /// The line ends with a half circle whose diameter is the line width.
    case round = 1
    /// The line extends beyond its endpoint by half the line width, squared off.
    case square = 2
}
