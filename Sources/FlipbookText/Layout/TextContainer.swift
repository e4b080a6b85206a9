import Foundation

/// The box text is laid out in, and how lines fill it.
package struct TextContainer: Sendable {
    /// The width lines wrap, align and truncate at; `nil` for no limit (lines then align within the widest).
    package var width: CGFloat?
    /// The height below which wrapped lines are not shown (and the last shown line is truncated); `nil` for none.
    package var height: CGFloat?
    /// Whether lines wrap at `width`; otherwise only hard line breaks start lines.
    package var wraps: Bool
    /// Horizontal alignment of each line.
    package var alignment: TextAlignment
    /// How text that does not fit is truncated.
    package var truncation: TextTruncation

    package init(width: CGFloat? = nil, height: CGFloat? = nil, wraps: Bool = false,
                 alignment: TextAlignment = .natural, truncation: TextTruncation = .none) {
        self.width = width
        self.height = height
        self.wraps = wraps
        self.alignment = alignment
        self.truncation = truncation
    }
}
