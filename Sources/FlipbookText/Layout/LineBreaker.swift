import Foundation

/// Greedy line breaking: Latin text breaks after spaces (and hyphens), CJK text between any two characters
/// except before closing punctuation or after opening punctuation; a word wider than the line breaks between
/// characters. Spaces at the end of a line hang past the width.
package enum LineBreaker {
    /// The lines of `paragraph` no wider than `width`, as index ranges into it (an empty paragraph has one empty line).
    package static func lines(of paragraph: [ShapedGlyph], width: CGFloat) -> [Range<Int>] {
        guard !paragraph.isEmpty else { return [0..<0] }
        var lines: [Range<Int>] = []
        var start = 0
        while start < paragraph.count {
            var x: CGFloat = 0
            var lastBreak: Int?
            var end = paragraph.count
            var index = start
            while index < paragraph.count {
                if index > start && canBreak(before: index, in: paragraph) { lastBreak = index }
                let glyph = paragraph[index]
                if index > start && !glyph.isWhitespace && x + glyph.advance > width {
                    end = lastBreak ?? index
                    break
                }
                x += glyph.advance
                index += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// Whether a line may end between `paragraph[index - 1]` and `paragraph[index]`.
    package static func canBreak(before index: Int, in paragraph: [ShapedGlyph]) -> Bool {
        let previous = paragraph[index - 1].scalar
        let current = paragraph[index].scalar
        if current.properties.isWhitespace { return false }
        if previous.properties.isWhitespace { return true }
        if noBreakBefore.contains(current) || noBreakAfter.contains(previous) { return false }
        if previous == "-" || previous == "\u{2010}" || previous == "\u{2013}" { return true }
        return isIdeographic(previous) || isIdeographic(current)
    }

    /// Whether the scalar is from a script written without spaces (Han, kana, Hangul, CJK punctuation and
    /// full-width forms), where lines may break between characters.
    package static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Closing punctuation that never starts a line (a simple kinsoku set).
    static let noBreakBefore: Set<Unicode.Scalar> = Set("，。、．！？；：）」』》〉】〕｝”’…·ー,.!?;:)]}%".unicodeScalars)
    /// Opening punctuation that never ends a line.
    static let noBreakAfter: Set<Unicode.Scalar> = Set("（「『《〈【〔｛“‘([{$".unicodeScalars)
}
