/// Junction types for stroked lines.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, bevelled when the miter limit is exceeded (the default).
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Squared-off corners.
    case bevel = 2
}
