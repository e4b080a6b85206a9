import Foundation

/// Text set in a container: glyphs positioned on lines, as Core Text's framesetter does for a frame.
///
/// Lines are stacked from the top of the container; each line box is ascent + descent + leading of the largest
/// font on it, and its baseline sits `ascent` below the box's top (so the first baseline is at the first line's
/// ascent). Coordinates are top-left, y down, like an iOS layer's drawing context.
package struct TextLayout: Sendable {
    /// The lines shown, top to bottom.
    package let lines: [TextLine]
    /// The size the lines use: the widest line's width and the sum of the line heights.
    package let size: CGSize

    /// Lays out `runs` in `container`; `defaultStyle` sets the height of empty lines and empty text.
    package init(runs: [TextRun], defaultStyle: TextStyle, container: TextContainer) {
        let paragraphs = GlyphShaper.paragraphs(of: runs)
        let ellipsis = { (runIndex: Int) -> ShapedGlyph in
            let style = runs.indices.contains(runIndex) ? runs[runIndex].style : defaultStyle
            return GlyphShaper.glyph(for: "\u{2026}", style: style, runIndex: runIndex)
        }

        // Break into lines; remember which lines end a paragraph (not justified) and what follows each line.
        var broken: [(glyphs: [ShapedGlyph], endsParagraph: Bool, rest: ArraySlice<ShapedGlyph>)] = []
        for paragraph in paragraphs {
            let ranges = container.wraps && container.width != nil
                ? LineBreaker.lines(of: paragraph, width: container.width!)
                : [paragraph.indices]
            for (index, range) in ranges.enumerated() {
                broken.append((Array(paragraph[range]), index == ranges.count - 1, paragraph[range.upperBound...]))
            }
        }

        // Fit: truncate lines wider than the container, or the last line that fits the container's height.
        var shown = broken.map { (glyphs: $0.glyphs, endsParagraph: $0.endsParagraph, truncated: false) }
        if let width = container.width, container.truncation != .none {
            if let height = container.height, container.wraps {
                let visible = Self.visibleLineCount(broken.map(\.glyphs), defaultStyle: defaultStyle, height: height)
                if visible < broken.count {
                    let last = broken[visible - 1]
                    let glyphs = LineTruncator.truncate(
                        last.glyphs + last.rest, toWidth: width, mode: container.truncation, more: true,
                        ellipsis: ellipsis)
                    shown = Array(shown[..<visible])
                    shown[visible - 1] = (glyphs, true, true)
                }
            } else if !container.wraps {
                shown = shown.map { line in
                    let glyphs = LineTruncator.truncate(line.glyphs, toWidth: width, mode: container.truncation,
                                                        ellipsis: ellipsis)
                    return (glyphs, line.endsParagraph, glyphs.count != line.glyphs.count)
                }
            }
        }

        // Place: stack line boxes, align each line, position its glyphs.
        let naturalWidths = shown.map { LineTruncator.width(of: $0.glyphs) }
        let containerWidth = container.width ?? naturalWidths.max() ?? 0
        var lines: [TextLine] = []
        var top: CGFloat = 0
        for (line, naturalWidth) in zip(shown, naturalWidths) {
            let metrics = line.glyphs.reduce(line.glyphs.first?.metrics ?? defaultStyle.lineMetrics) { $0.union($1.metrics) }
            let stretches = container.alignment == .justified && container.wraps && !line.endsParagraph && !line.truncated
            let extra = stretches ? Self.justificationSpacing(line.glyphs, extra: containerWidth - naturalWidth) : nil
            let x: CGFloat
            switch container.alignment {
            case .natural, .left, .justified: x = 0
            case .right: x = containerWidth - naturalWidth
            case .center: x = (containerWidth - naturalWidth) / 2
            }
            let baseline = top + metrics.ascent
            var pen = x
            var positioned: [PositionedGlyph] = []
            positioned.reserveCapacity(line.glyphs.count)
            for (index, glyph) in line.glyphs.enumerated() {
                positioned.append(PositionedGlyph(font: glyph.font, glyph: glyph.glyph, fontSize: glyph.fontSize,
                                                  position: CGPoint(x: pen, y: baseline), runIndex: glyph.runIndex))
                pen += glyph.advance + (extra?(index) ?? 0)
            }
            let width = extra == nil ? naturalWidth : containerWidth
            lines.append(TextLine(glyphs: positioned, origin: CGPoint(x: x, y: baseline), width: width, metrics: metrics))
            top += metrics.height
        }
        self.lines = lines
        self.size = CGSize(width: lines.map(\.width).max() ?? 0, height: top)
    }

    /// How many lines fit in `height`: a line fits when its glyph area (ascent + descent) ends within it;
    /// the first line is always shown.
    private static func visibleLineCount(_ lines: [[ShapedGlyph]], defaultStyle: TextStyle, height: CGFloat) -> Int {
        var top: CGFloat = 0
        for (index, line) in lines.enumerated() {
            let metrics = line.reduce(line.first?.metrics ?? defaultStyle.lineMetrics) { $0.union($1.metrics) }
            if index > 0 && top + metrics.ascent + metrics.descent > height { return index }
            top += metrics.height
        }
        return lines.count
    }

    /// The extra space after each glyph that stretches a line by `extra`, spread evenly over the line's
    /// stretchable gaps: after a space, and before or after a CJK character (so Chinese is spread between its
    /// characters while Latin words keep their letter spacing); a line with none of those is spread between all its
    /// characters. `nil` when there is nothing to stretch.
    private static func justificationSpacing(_ glyphs: [ShapedGlyph], extra: CGFloat) -> ((Int) -> CGFloat)? {
        guard extra > 0, let lastInk = glyphs.lastIndex(where: { !$0.isWhitespace }), lastInk > 0 else { return nil }
        let firstInk = glyphs.firstIndex { !$0.isWhitespace } ?? 0
        var gaps = Set((firstInk..<lastInk).filter { index in
            glyphs[index].isWhitespace || LineBreaker.isIdeographic(glyphs[index].scalar)
                || LineBreaker.isIdeographic(glyphs[index + 1].scalar)
        })
        if gaps.isEmpty { gaps = Set(firstInk..<lastInk) }
        let share = extra / CGFloat(gaps.count)
        return { gaps.contains($0) ? share : 0 }
    }
}
