import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// The numbered pictures the articles' image browsers page through: `Slide0` … `Slide5` (article 001's
    /// `"0.jpg"` … `"5.jpg"`, A-13; article 002's `"0.jpg"` … `"4.jpg"`, B-28) and `Tile01` … `Tile08` (article
    /// 002's `"01.png"` … `"08.png"`, B-23).
    static let numberedPictures = (0...5).map(slide) + (1...8).map(tile)

    /// `Slide<index>`: 207 × 368 (the screen's 9 : 16), opaque — a vertical gradient of the picture's own palette,
    /// a band down the left edge, a white square top right, a white motif (its own shape) in the upper half and
    /// the index as a big seven-segment numeral in the lower half, so which picture shows, and whether it is
    /// mirrored, turned or squeezed, reads from a still.
    static func slide(_ index: Int) -> StandInDrawing {
        let palette = slidePalettes[index % slidePalettes.count]
        return StandInDrawing(name: "Slide\(index)", width: 207, height: 368) { ctx in
            ctx.drawLinearGradient([palette.top, palette.bottom], start: .zero, end: CGPoint(x: 0, y: 368))
            ctx.setFillColor(gray: 1, alpha: 0.85)
            ctx.fill(CGRect(x: 0, y: 0, width: 18, height: 368))
            ctx.fill(CGRect(x: 167, y: 14, width: 26, height: 26))
            ctx.setFillColor(gray: 1, alpha: 1)
            fillMotif(index, center: CGPoint(x: 110, y: 110), radius: 56, in: ctx)
            ctx.setStrokeColor(gray: 1, alpha: 1)
            ctx.strokeSegmentNumerals(String(index), in: CGRect(x: 40, y: 196, width: 140, height: 140), lineWidth: 16)
        }
    }

    /// `Tile<01…08>`: 300 × 300, opaque — a diagonal gradient of the tile's own palette inside a white frame 12 px
    /// wide, a dark motif (its own shape) top left, the number as two seven-segment digits ("01" … "08") bottom
    /// right and a white notch top right, so that the cube's faces tell apart and show their order.
    static func tile(_ number: Int) -> StandInDrawing {
        let palette = tilePalettes[(number - 1) % tilePalettes.count]
        return StandInDrawing(name: String(format: "Tile%02d", number), width: 300, height: 300) { ctx in
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
            ctx.drawLinearGradient([palette.top, palette.bottom], start: CGPoint(x: 12, y: 12),
                                   end: CGPoint(x: 288, y: 288), clippedTo: CGRect(x: 12, y: 12, width: 276, height: 276))
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.addLines(between: [CGPoint(x: 240, y: 12), CGPoint(x: 288, y: 12), CGPoint(x: 288, y: 60)])
            ctx.fillPath()
            ctx.setFillColor(gray: 0.1, alpha: 0.8)
            fillMotif(number, center: CGPoint(x: 90, y: 90), radius: 50, in: ctx)
            ctx.setStrokeColor(gray: 1, alpha: 1)
            ctx.strokeSegmentNumerals(String(format: "%02d", number), in: CGRect(x: 130, y: 150, width: 140, height: 120),
                                      lineWidth: 12)
        }
    }

    /// Fills motif `index` (0 disc, 1 triangle, 2 square, 3 diamond, 4 ring, 5 cross, 6 half disc, 7 octagon,
    /// 8 eight-pointed star; higher indices repeat) of `radius` about `center` in the current fill colour.
    private static func fillMotif(_ index: Int, center c: CGPoint, radius r: CGFloat, in ctx: CGContext) {
        switch index % 9 {
        case 0:
            ctx.fillCircle(center: c, radius: r)
        case 1:
            ctx.addLines(between: [CGPoint(x: c.x, y: c.y - r), CGPoint(x: c.x + r, y: c.y + r * 0.8),
                                   CGPoint(x: c.x - r, y: c.y + r * 0.8)])
            ctx.fillPath()
        case 2:
            ctx.fill(CGRect(x: c.x - r * 0.8, y: c.y - r * 0.8, width: r * 1.6, height: r * 1.6))
        case 3:
            ctx.addLines(between: [CGPoint(x: c.x, y: c.y - r), CGPoint(x: c.x + r, y: c.y), CGPoint(x: c.x, y: c.y + r),
                                   CGPoint(x: c.x - r, y: c.y)])
            ctx.fillPath()
        case 4:
            ctx.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
            ctx.addEllipse(in: CGRect(x: c.x - r * 0.55, y: c.y - r * 0.55, width: r * 1.1, height: r * 1.1))
            ctx.fillPath(using: .evenOdd)
        case 5:
            ctx.fill(CGRect(x: c.x - r, y: c.y - r * 0.3, width: 2 * r, height: r * 0.6))
            ctx.fill(CGRect(x: c.x - r * 0.3, y: c.y - r, width: r * 0.6, height: 2 * r))
        case 6:
            ctx.move(to: CGPoint(x: c.x - r, y: c.y + r * 0.3))
            ctx.addArc(center: CGPoint(x: c.x, y: c.y + r * 0.3), radius: r, startAngle: .pi, endAngle: 0,
                       clockwise: false)
            ctx.fillPath()
        case 7:
            fillRadialPolygon(Array(stride(from: 1, to: 16, by: 2)), center: c, radius: { _ in r }, in: ctx)
        default:
            fillRadialPolygon(Array(0..<16), center: c, radius: { $0.isMultiple(of: 2) ? r : r * 0.45 }, in: ctx)
        }
    }

    /// Fills the polygon through the points at `radius(k)` about `center` in the compass directions k (multiples of
    /// 22.5°, see ``CompassDirections``).
    private static func fillRadialPolygon(_ directions: [Int], center: CGPoint, radius: (Int) -> CGFloat,
                                          in ctx: CGContext) {
        ctx.addLines(between: directions.map { direction in
            let unit = CompassDirections.sixteen[direction], length = radius(direction)
            return CGPoint(x: center.x + unit.x * length, y: center.y + unit.y * length)
        })
        ctx.fillPath()
    }

    /// A picture's two gradient colours.
    private struct Palette: Sendable {
        let top: CGColor
        let bottom: CGColor
    }

    /// The slides' palettes: crimson to orange, navy to teal, forest to lime, purple to pink, brown to gold, slate
    /// to sky.
    private static let slidePalettes = [
        Palette(top: rgb(0.7, 0.08, 0.14), bottom: rgb(0.98, 0.56, 0.14)),
        Palette(top: rgb(0.07, 0.1, 0.4), bottom: rgb(0.1, 0.6, 0.65)),
        Palette(top: rgb(0.06, 0.38, 0.18), bottom: rgb(0.66, 0.88, 0.3)),
        Palette(top: rgb(0.36, 0.08, 0.5), bottom: rgb(0.95, 0.45, 0.7)),
        Palette(top: rgb(0.4, 0.22, 0.08), bottom: rgb(0.95, 0.78, 0.2)),
        Palette(top: rgb(0.2, 0.26, 0.34), bottom: rgb(0.45, 0.75, 0.98)),
    ]

    /// The tiles' palettes: teal to mint, crimson to rose, indigo to violet, olive to yellow, charcoal to steel,
    /// orange to peach, forest to aqua, magenta to lavender.
    private static let tilePalettes = [
        Palette(top: rgb(0.0, 0.45, 0.45), bottom: rgb(0.6, 0.95, 0.8)),
        Palette(top: rgb(0.6, 0.0, 0.12), bottom: rgb(0.98, 0.6, 0.7)),
        Palette(top: rgb(0.18, 0.1, 0.55), bottom: rgb(0.7, 0.55, 0.98)),
        Palette(top: rgb(0.4, 0.42, 0.05), bottom: rgb(0.98, 0.92, 0.3)),
        Palette(top: rgb(0.1, 0.1, 0.12), bottom: rgb(0.45, 0.55, 0.7)),
        Palette(top: rgb(0.9, 0.35, 0.0), bottom: rgb(1.0, 0.82, 0.65)),
        Palette(top: rgb(0.05, 0.3, 0.1), bottom: rgb(0.3, 0.85, 0.85)),
        Palette(top: rgb(0.65, 0.0, 0.55), bottom: rgb(0.85, 0.78, 0.98)),
    ]
}
