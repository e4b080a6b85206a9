import Foundation

/// A pattern: a tile repeated to fill an area (the colour of a pattern ``CGColor``).
///
/// Flipbook supports the pattern UIKit's `UIColor(patternImage:)` makes — an image repeated edge to edge, each
/// tile `size` units of the pattern space, upright in a y-down (UIKit) space — and no callback-drawn patterns:
/// `CGPattern(info:bounds:matrix:xStep:yStep:tiling:isColored:callbacks:)` is left out.
public final class CGPattern: Hashable, Sendable {
    /// The tile; `nil` paints nothing.
    package let tile: CGImage?
    /// The size of one tile (and the step between tiles) in pattern space.
    package let size: CGSize

    /// A pattern that repeats `tile` every `size` units of pattern space, starting at its origin.
    package init(tile: CGImage?, size: CGSize) {
        self.tile = tile
        self.size = size
    }

    /// Patterns are equal only to themselves.
    public static func == (lhs: CGPattern, rhs: CGPattern) -> Bool {
        lhs === rhs
    }

    /// Hashes the pattern's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
