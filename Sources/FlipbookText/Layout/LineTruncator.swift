import Foundation

/// Cuts a line to a width and puts an ellipsis where the text was cut.
package enum LineTruncator {
    /// The width of `glyphs` without trailing white space (which hangs past the line's end).
    package static func width(of glyphs: some Collection<ShapedGlyph>) -> CGFloat {
        var width: CGFloat = 0
        var pending: CGFloat = 0
        for glyph in glyphs {
            if glyph.isWhitespace {
                pending += glyph.advance
            } else {
                width += pending + glyph.advance
                pending = 0
            }
        }
        return width
    }

    /// `glyphs` cut to `width` with `mode`, the ellipsis made by `ellipsis` (given the run index of the text it
    /// replaces). A line that fits is returned unchanged unless `more` says text after it was hidden, in which case
    /// the ellipsis is still shown (at the end for `.end`, otherwise by `mode`). When not even the ellipsis fits the
    /// line is empty.
    package static func truncate(
        _ glyphs: [ShapedGlyph], toWidth width: CGFloat, mode: TextTruncation, more: Bool = false,
        ellipsis: (Int) -> ShapedGlyph
    ) -> [ShapedGlyph] {
        guard mode != .none, !glyphs.isEmpty else { return glyphs }
        if !more && Self.width(of: glyphs) <= width { return glyphs }
        let mark = ellipsis(glyphs.last?.runIndex ?? 0)
        let available = width - mark.advance
        guard available >= 0 else { return [] }
        if more && mode == .end && Self.width(of: glyphs) <= available { return trimmingTrailingWhitespace(glyphs) + [mark] }
        switch mode {
        case .none:
            return glyphs
        case .end:
            let head = trimmingTrailingWhitespace(prefix(of: glyphs, fitting: available))
            return head + [ellipsis(glyphs[min(head.count, glyphs.count - 1)].runIndex)]
        case .start:
            let tail = trimmingLeadingWhitespace(suffix(of: glyphs, fitting: available))
            return [ellipsis(glyphs[max(glyphs.count - tail.count - 1, 0)].runIndex)] + tail
        case .middle:
            var head = 0
            var tail = glyphs.count
            var used: CGFloat = 0
            var takeHead = true
            while head < tail {
                let index = takeHead ? head : tail - 1
                guard used + glyphs[index].advance <= available else { break }
                used += glyphs[index].advance
                if takeHead { head += 1 } else { tail -= 1 }
                takeHead.toggle()
            }
            let left = trimmingTrailingWhitespace(Array(glyphs[..<head]))
            let right = trimmingLeadingWhitespace(Array(glyphs[tail...]))
            return left + [ellipsis(glyphs[min(head, glyphs.count - 1)].runIndex)] + right
        }
    }

    private static func prefix(of glyphs: [ShapedGlyph], fitting width: CGFloat) -> [ShapedGlyph] {
        var used: CGFloat = 0
        var count = 0
        while count < glyphs.count, used + glyphs[count].advance <= width || glyphs[count].isWhitespace {
            used += glyphs[count].advance
            count += 1
        }
        return Array(glyphs[..<count])
    }

    private static func suffix(of glyphs: [ShapedGlyph], fitting width: CGFloat) -> [ShapedGlyph] {
        var used: CGFloat = 0
        var start = glyphs.count
        while start > 0, used + glyphs[start - 1].advance <= width {
            used += glyphs[start - 1].advance
            start -= 1
        }
        return Array(glyphs[start...])
    }

    private static func trimmingTrailingWhitespace(_ glyphs: [ShapedGlyph]) -> [ShapedGlyph] {
        Array(glyphs[..<(glyphs.lastIndex { !$0.isWhitespace }.map { $0 + 1 } ?? 0)])
    }

    private static func trimmingLeadingWhitespace(_ glyphs: [ShapedGlyph]) -> [ShapedGlyph] {
        Array(glyphs[(glyphs.firstIndex { !$0.isWhitespace } ?? glyphs.count)...])
    }
}
