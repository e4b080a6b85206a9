import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `open2.png` (article 002 B-16, an image view grown from 80 × 80 to 160 × 160): an "open" badge, 160 × 160 —
    /// an unlocked padlock, its shackle swung open to the right, on a green disc; transparent outside the disc.
    static let open2 = StandInDrawing(name: "open2", width: 160, height: 160) { ctx in
        ctx.saveGState()
        ctx.addEllipse(in: CGRect(x: 4, y: 4, width: 152, height: 152))
        ctx.clip()
        ctx.drawLinearGradient([rgb(0.45, 0.82, 0.45), rgb(0.16, 0.55, 0.3)], start: CGPoint(x: 0, y: 4),
                               end: CGPoint(x: 0, y: 156))
        ctx.restoreGState()
        ctx.setStrokeColor(red: 0.94, green: 0.95, blue: 0.96, alpha: 1)        // shackle, open: its right leg is free
        ctx.setLineWidth(11)
        ctx.setLineCap(.round)
        ctx.move(to: CGPoint(x: 62, y: 76))
        ctx.addLine(to: CGPoint(x: 62, y: 58))
        ctx.addArc(center: CGPoint(x: 84, y: 46), radius: 25, startAngle: 3.6, endAngle: 0.2, clockwise: false)
        ctx.strokePath()
        ctx.setFillColor(red: 0.98, green: 0.78, blue: 0.22, alpha: 1)          // body
        ctx.addPath(CGPath(roundedRect: CGRect(x: 40, y: 74, width: 80, height: 58), cornerWidth: 10, cornerHeight: 10,
                           transform: nil))
        ctx.fillPath()
        ctx.setFillColor(red: 0.45, green: 0.3, blue: 0.05, alpha: 1)           // keyhole
        ctx.fillCircle(center: CGPoint(x: 80, y: 97), radius: 7)
        ctx.addLines(between: [CGPoint(x: 76, y: 100), CGPoint(x: 84, y: 100), CGPoint(x: 86, y: 118),
                               CGPoint(x: 74, y: 118)])
        ctx.fillPath()
    }

    /// The number of stills in article 002's fish sequence (`timg_0000.png` … `timg_0007.png`, B-24, B-25).
    static let fishFrameCount = 8

    /// `timg_0000.png` … `timg_0007.png`: the article's swimming fish, 250 × 250 on transparency.
    static let fishFrames = (0..<fishFrameCount).map(fishFrame)

    /// Still `index` of the swimming fish: an orange fish with white bands, facing left. Over the eight stills its
    /// tail fin's tip swings up, back, down and back (30 px · sin(index · 45°)) while the body's rear and the
    /// pectoral fin bend a quarter-beat ahead (12 px · cos(index · 45°)), so that every still has its own tail.
    static func fishFrame(_ index: Int) -> StandInDrawing {
        let phase = CompassDirections.sixteen[2 * index % 16]
        let sweep = phase.y * 30, bend = phase.x * 12
        return StandInDrawing(name: String(format: "timg_%04d", index), width: 250, height: 250) { ctx in
            ctx.setFillColor(red: 0.98, green: 0.5, blue: 0.12, alpha: 1)       // tail and dorsal fin
            ctx.move(to: CGPoint(x: 172, y: 125 + bend))
            ctx.addQuadCurve(to: CGPoint(x: 228, y: 82 - sweep), control: CGPoint(x: 200, y: 112 - sweep * 0.5))
            ctx.addQuadCurve(to: CGPoint(x: 228, y: 168 - sweep), control: CGPoint(x: 214, y: 125 - sweep))
            ctx.addQuadCurve(to: CGPoint(x: 172, y: 125 + bend), control: CGPoint(x: 200, y: 138 - sweep * 0.5))
            ctx.move(to: CGPoint(x: 90, y: 92))
            ctx.addQuadCurve(to: CGPoint(x: 160, y: 100), control: CGPoint(x: 130, y: 56))
            ctx.fillPath()
            let body = CGMutablePath()                                          // its rear bends with the tail
            body.move(to: CGPoint(x: 36, y: 125))
            body.addCurve(to: CGPoint(x: 180, y: 125 + bend), control1: CGPoint(x: 60, y: 70),
                          control2: CGPoint(x: 150, y: 80 + bend * 0.6))
            body.addCurve(to: CGPoint(x: 36, y: 125), control1: CGPoint(x: 150, y: 170 + bend * 0.6),
                          control2: CGPoint(x: 60, y: 180))
            body.closeSubpath()
            ctx.addPath(body)
            ctx.fillPath()
            ctx.saveGState()                                                    // white bands, inside the body
            ctx.addPath(body)
            ctx.clip()
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.fill([CGRect(x: 76, y: 60, width: 14, height: 130), CGRect(x: 126, y: 60, width: 12, height: 130)])
            ctx.restoreGState()
            ctx.setStrokeColor(red: 0.2, green: 0.12, blue: 0.08, alpha: 1)     // outline
            ctx.setLineWidth(3)
            ctx.addPath(body)
            ctx.strokePath()
            ctx.setFillColor(red: 0.9, green: 0.38, blue: 0.08, alpha: 1)       // pectoral fin, beating against the tail
            ctx.move(to: CGPoint(x: 96, y: 132))
            ctx.addQuadCurve(to: CGPoint(x: 112, y: 160 + bend), control: CGPoint(x: 90, y: 156))
            ctx.addQuadCurve(to: CGPoint(x: 96, y: 132), control: CGPoint(x: 114, y: 140))
            ctx.fillPath()
            ctx.setFillColor(gray: 1, alpha: 1)                                  // eye
            ctx.fillCircle(center: CGPoint(x: 62, y: 112), radius: 9)
            ctx.setFillColor(gray: 0.05, alpha: 1)
            ctx.fillCircle(center: CGPoint(x: 60, y: 112), radius: 5)
        }
    }

    /// `blackBall.png` (article 002 B-25, B-27): a black ball, 40 × 40, lit from the top left.
    static let blackBall = ball(name: "blackBall", colors: [rgb(0.55, 0.55, 0.58), rgb(0.12, 0.12, 0.13), rgb(0, 0, 0)])

    /// `ball.png` (article 002 B-26): a red ball, 40 × 40, lit from the top left.
    static let ball = ball(name: "ball", colors: [rgb(1, 0.75, 0.7), rgb(0.9, 0.18, 0.14), rgb(0.5, 0.06, 0.06)])

    /// A 40 × 40 ball on transparency: a disc of radius 19 shaded with `colors` from a highlight at the top left.
    private static func ball(name: String, colors: [CGColor]) -> StandInDrawing {
        StandInDrawing(name: name, width: 40, height: 40) { ctx in
            ctx.addEllipse(in: CGRect(x: 1, y: 1, width: 38, height: 38))
            ctx.clip()
            ctx.drawRadialGradient(colors, focus: CGPoint(x: 14, y: 13), center: CGPoint(x: 20, y: 20), radius: 19)
        }
    }
}
