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
    /// evenly at its spaces and around its CJK characters (between all its characters when it has neither).
    case justified
}
