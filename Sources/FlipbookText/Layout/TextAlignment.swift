/// Where lines sit horizontally in their container.
package enum TextAlignment: Sendable {
    /// The script's natural side: left, since Flipbook lays out left-to-right text only.
    case natural
    /// Flush left.
    case left
    /// Flush right.
    case right
    /// Centred.
    case center
    /// Flush left and right: every wrapped line but a paragraph's last is stretched to the container's width,
    /// at its spaces, or between its characters when it has none (CJK).
    case justified
}
