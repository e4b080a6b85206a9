import FlipbookGraphics
import Foundation

/// Draws a ``TextLayout`` into a `CGContext` as filled paths: each glyph's cached outline is scaled from font
/// units to its size, flipped (outlines are y up, the layout is y down) and placed at its position; consecutive
/// glyphs of a line with one colour and fill rule are filled together with one `fillPath` (a line at a
/// time keeps the rasterizer's working area small).
///
/// The context's user space must be the layout's top-left, y-down space (a layer's drawing context on iOS).
/// Glyphs with a zero or non-finite size or position (from a NaN font size or container) are not drawn.
/// Glyphs go through the same rasterizer, anti-aliasing and transforms as every other shape.
package enum TextRenderer {
    /// Fills `layout`'s glyphs offset by `origin`, each in `colors[runIndex]` (the last colour for runs beyond).
    package static func draw(_ layout: TextLayout, at origin: CGPoint = .zero, colors: [CGColor], in context: CGContext) {
        guard let fallbackColor = colors.last else { return }
        var pending: (color: CGColor, rule: CGPathFillRule)?
        func flush() {
            guard let group = pending else { return }
            context.setFillColor(group.color)
            context.fillPath(using: group.rule)
            pending = nil
        }
        context.saveGState()
        defer { context.restoreGState() }
        context.beginPath()
        for line in layout.lines {
            for glyph in line.glyphs {
                let scale = glyph.fontSize / CGFloat(glyph.font.face.unitsPerEm)
                guard scale.isFinite, scale != 0, glyph.position.x.isFinite, glyph.position.y.isFinite else { continue }
                let outline = glyph.font.face.outline(of: glyph.glyph)
                guard !outline.path.isEmpty else { continue }
                let color = colors.indices.contains(glyph.runIndex) ? colors[glyph.runIndex] : fallbackColor
                if let group = pending, group.color != color || group.rule != outline.fillRule { flush() }
                pending = (color, outline.fillRule)
                context.saveGState()
                context.translateBy(x: origin.x + glyph.position.x, y: origin.y + glyph.position.y)
                context.scaleBy(x: scale, y: -scale)
                context.addPath(outline.path)
                context.restoreGState()
            }
            flush()
        }
    }
}
