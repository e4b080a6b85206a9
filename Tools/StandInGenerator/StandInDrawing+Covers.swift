import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `1.jpg`, `2.jpg`, `3.jpg` (book Case 54's Cover Flow, chapter 15's image viewer): three covers, 300 × 400,
    /// opaque, each with its own palette and a big numeral, a spine band down the left edge and a mark in the top
    /// right corner, so that which cover shows, and whether it is mirrored or upside down, reads from a still.
    static let covers = [coverOne, coverTwo, coverThree]

    /// `1.jpg`: a white "1" on crimson fading to orange, a cream spine, a yellow disc top right.
    static let coverOne = cover("Cover1", top: rgb(0.72, 0.08, 0.16), bottom: rgb(0.98, 0.55, 0.12),
                                spine: rgb(0.98, 0.93, 0.8), numeral: rgb(1, 1, 1)) { ctx in
        ctx.setFillColor(red: 1, green: 0.86, blue: 0.2, alpha: 1)
        ctx.fillCircle(center: CGPoint(x: 256, y: 44), radius: 26)
        ctx.addLines(between: [CGPoint(x: 112, y: 128), CGPoint(x: 160, y: 92), CGPoint(x: 160, y: 320)])
        ctx.move(to: CGPoint(x: 110, y: 322))
        ctx.addLine(to: CGPoint(x: 210, y: 322))
    }

    /// `2.jpg`: a yellow "2" on navy fading to teal, a yellow spine, a white triangle top right.
    static let coverTwo = cover("Cover2", top: rgb(0.08, 0.12, 0.4), bottom: rgb(0.1, 0.62, 0.66),
                                spine: rgb(1, 0.84, 0.2), numeral: rgb(1, 0.84, 0.2)) { ctx in
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.addLines(between: [CGPoint(x: 232, y: 18), CGPoint(x: 284, y: 18), CGPoint(x: 284, y: 70)])
        ctx.fillPath()
        // Clockwise on the screen from the left of the bowl over its top, then down to the base's left end.
        ctx.addArc(center: CGPoint(x: 150, y: 150), radius: 58, startAngle: .pi, endAngle: 2 * .pi + .pi / 4,
                   clockwise: false)
        ctx.addLine(to: CGPoint(x: 95, y: 320))
        ctx.addLine(to: CGPoint(x: 215, y: 320))
    }

    /// `3.jpg`: a deep purple "3" on forest green fading to lime, a white spine, a white square top right.
    static let coverThree = cover("Cover3", top: rgb(0.08, 0.4, 0.2), bottom: rgb(0.7, 0.9, 0.35),
                                  spine: rgb(1, 1, 1), numeral: rgb(0.32, 0.1, 0.42)) { ctx in
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 236, y: 20, width: 46, height: 46))
        // Two bowls, each clockwise on the screen: the upper from its top left down to the waist, the lower from
        // the waist round to its bottom left.
        ctx.addArc(center: CGPoint(x: 150, y: 150), radius: 50, startAngle: .pi * 7 / 6, endAngle: .pi * 5 / 2,
                   clockwise: false)
        ctx.addArc(center: CGPoint(x: 150, y: 262), radius: 62, startAngle: -.pi / 2, endAngle: .pi * 5 / 6,
                   clockwise: false)
    }

    /// A 300 × 400 cover named `name`: a vertical gradient from `top` to `bottom`, a band of `spine` 28 px wide
    /// down the left edge with a darker line along its inner side, then what `draw` paints (the mark top right)
    /// and the numeral: the path `draw` leaves, stroked in `numeral` 30 px wide with round caps and joins.
    private static func cover(_ name: String, top: CGColor, bottom: CGColor, spine: CGColor, numeral: CGColor,
                              draw: @escaping @Sendable (CGContext) -> Void) -> StandInDrawing {
        StandInDrawing(name: name, width: 300, height: 400) { ctx in
            ctx.drawLinearGradient([top, bottom], start: .zero, end: CGPoint(x: 0, y: 400))
            ctx.setFillColor(spine)
            ctx.fill(CGRect(x: 0, y: 0, width: 28, height: 400))
            ctx.setFillColor(gray: 0, alpha: 0.3)
            ctx.fill(CGRect(x: 28, y: 0, width: 4, height: 400))
            draw(ctx)
            ctx.setStrokeColor(numeral)
            ctx.setLineWidth(30)
            ctx.setLineCap(.round)
            ctx.setLineJoin(.round)
            ctx.strokePath()
        }
    }
}
