import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `Plane.png` (book §7.3): an airliner seen from above, nose to the right, on transparency.
    static let plane = StandInDrawing(name: "Plane", width: 100, height: 100) { ctx in
        ctx.setFillColor(red: 0.93, green: 0.94, blue: 0.97, alpha: 1)
        ctx.setStrokeColor(red: 0.25, green: 0.3, blue: 0.4, alpha: 1)
        ctx.setLineWidth(2)
        // Wings, swept back.
        ctx.addLines(between: [CGPoint(x: 58, y: 46), CGPoint(x: 34, y: 8), CGPoint(x: 24, y: 8), CGPoint(x: 36, y: 46),
                               CGPoint(x: 36, y: 54), CGPoint(x: 24, y: 92), CGPoint(x: 34, y: 92), CGPoint(x: 58, y: 54)])
        ctx.closePath()
        // Tail fins.
        ctx.addLines(between: [CGPoint(x: 18, y: 47), CGPoint(x: 8, y: 30), CGPoint(x: 3, y: 30), CGPoint(x: 8, y: 47),
                               CGPoint(x: 8, y: 53), CGPoint(x: 3, y: 70), CGPoint(x: 8, y: 70), CGPoint(x: 18, y: 53)])
        ctx.closePath()
        ctx.drawPath(using: .fillStroke)
        // Fuselage with a rounded nose.
        ctx.move(to: CGPoint(x: 4, y: 45))
        ctx.addLine(to: CGPoint(x: 80, y: 44))
        ctx.addCurve(to: CGPoint(x: 97, y: 50), control1: CGPoint(x: 90, y: 44), control2: CGPoint(x: 97, y: 46))
        ctx.addCurve(to: CGPoint(x: 80, y: 56), control1: CGPoint(x: 97, y: 54), control2: CGPoint(x: 90, y: 56))
        ctx.addLine(to: CGPoint(x: 4, y: 55))
        ctx.closePath()
        ctx.drawPath(using: .fillStroke)
        // Cockpit window and a blue cheat line.
        ctx.setFillColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1)
        ctx.fillEllipse(in: CGRect(x: 84, y: 47, width: 7, height: 6))
        ctx.fill(CGRect(x: 10, y: 49, width: 68, height: 2))
    }

    /// The spaceship of article 001 (unnamed there): a rocket seen from above, nose to the right, with a flame.
    static let spaceship = StandInDrawing(name: "Spaceship", width: 64, height: 64) { ctx in
        ctx.setFillColor(red: 1, green: 0.6, blue: 0.1, alpha: 1)
        ctx.addLines(between: [CGPoint(x: 14, y: 26), CGPoint(x: 2, y: 32), CGPoint(x: 14, y: 38)])
        ctx.fillPath()
        ctx.setFillColor(red: 0.85, green: 0.15, blue: 0.2, alpha: 1)
        ctx.addLines(between: [CGPoint(x: 30, y: 22), CGPoint(x: 14, y: 6), CGPoint(x: 10, y: 6), CGPoint(x: 16, y: 24)])
        ctx.addLines(between: [CGPoint(x: 30, y: 42), CGPoint(x: 14, y: 58), CGPoint(x: 10, y: 58), CGPoint(x: 16, y: 40)])
        ctx.fillPath()
        ctx.setFillColor(red: 0.82, green: 0.84, blue: 0.9, alpha: 1)
        ctx.setStrokeColor(red: 0.2, green: 0.22, blue: 0.3, alpha: 1)
        ctx.setLineWidth(1.5)
        ctx.move(to: CGPoint(x: 12, y: 24))
        ctx.addLine(to: CGPoint(x: 42, y: 24))
        ctx.addCurve(to: CGPoint(x: 62, y: 32), control1: CGPoint(x: 52, y: 24), control2: CGPoint(x: 60, y: 28))
        ctx.addCurve(to: CGPoint(x: 42, y: 40), control1: CGPoint(x: 60, y: 36), control2: CGPoint(x: 52, y: 40))
        ctx.addLine(to: CGPoint(x: 12, y: 40))
        ctx.closePath()
        ctx.drawPath(using: .fillStroke)
        ctx.setFillColor(red: 0.2, green: 0.6, blue: 0.95, alpha: 1)
        ctx.fillEllipse(in: CGRect(x: 40, y: 28, width: 9, height: 8))
    }

    /// `logo` (article 002 §4): a square badge with an asymmetric design, so that gravity, `contentsRect` tiles and
    /// rotation are easy to read: a blue field, an orange sun top-left, green hills, a white "F" bar mark.
    static let logo = StandInDrawing(name: "Logo", width: 240, height: 240) { ctx in
        ctx.saveGState()
        ctx.addArc(tangent1End: CGPoint(x: 240, y: 0), tangent2End: CGPoint(x: 240, y: 240), radius: 36)
        ctx.move(to: CGPoint(x: 36, y: 0))
        ctx.addArc(tangent1End: CGPoint(x: 240, y: 0), tangent2End: CGPoint(x: 240, y: 240), radius: 36)
        ctx.addArc(tangent1End: CGPoint(x: 240, y: 240), tangent2End: CGPoint(x: 0, y: 240), radius: 36)
        ctx.addArc(tangent1End: CGPoint(x: 0, y: 240), tangent2End: CGPoint(x: 0, y: 0), radius: 36)
        ctx.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 240, y: 0), radius: 36)
        ctx.closePath()
        ctx.clip()
        ctx.drawLinearGradient([rgb(0.16, 0.36, 0.78), rgb(0.42, 0.72, 0.98)], start: .zero, end: CGPoint(x: 0, y: 240))
        ctx.setFillColor(red: 1, green: 0.62, blue: 0.1, alpha: 1)
        ctx.fillEllipse(in: CGRect(x: 28, y: 28, width: 64, height: 64))
        ctx.setFillColor(red: 0.2, green: 0.66, blue: 0.3, alpha: 1)
        ctx.move(to: CGPoint(x: 0, y: 190))
        ctx.addCurve(to: CGPoint(x: 240, y: 160), control1: CGPoint(x: 70, y: 120), control2: CGPoint(x: 160, y: 200))
        ctx.addLine(to: CGPoint(x: 240, y: 240))
        ctx.addLine(to: CGPoint(x: 0, y: 240))
        ctx.closePath()
        ctx.fillPath()
        ctx.restoreGState()
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill([CGRect(x: 120, y: 60, width: 22, height: 120), CGRect(x: 120, y: 60, width: 80, height: 22),
                  CGRect(x: 120, y: 110, width: 60, height: 20)])
    }

    /// `girls.jpg` (article 002 §8): a portrait photo — a girl with dark hair and a red top in front of a warm
    /// backdrop; square, opaque.
    static let girls = StandInDrawing(name: "Girls", width: 300, height: 300) { ctx in
        ctx.drawLinearGradient([rgb(0.98, 0.85, 0.62), rgb(0.93, 0.55, 0.45)], start: .zero, end: CGPoint(x: 0, y: 300))
        ctx.setFillColor(red: 0.22, green: 0.14, blue: 0.1, alpha: 1)       // hair
        ctx.fillEllipse(in: CGRect(x: 80, y: 50, width: 140, height: 170))
        ctx.fill(CGRect(x: 80, y: 130, width: 140, height: 110))
        ctx.setFillColor(red: 0.85, green: 0.15, blue: 0.2, alpha: 1)       // top
        ctx.fillEllipse(in: CGRect(x: 40, y: 215, width: 220, height: 180))
        ctx.setFillColor(red: 0.98, green: 0.8, blue: 0.68, alpha: 1)       // neck and face
        ctx.fill(CGRect(x: 132, y: 180, width: 36, height: 45))
        ctx.fillEllipse(in: CGRect(x: 102, y: 80, width: 96, height: 120))
        ctx.setFillColor(red: 0.22, green: 0.14, blue: 0.1, alpha: 1)       // fringe and eyes
        ctx.fillEllipse(in: CGRect(x: 96, y: 66, width: 110, height: 46))
        ctx.fillEllipse(in: CGRect(x: 124, y: 130, width: 12, height: 9))
        ctx.fillEllipse(in: CGRect(x: 164, y: 130, width: 12, height: 9))
        ctx.setStrokeColor(red: 0.8, green: 0.3, blue: 0.35, alpha: 1)      // smile
        ctx.setLineWidth(3)
        ctx.setLineCap(.round)
        ctx.addArc(center: CGPoint(x: 150, y: 160), radius: 16, startAngle: 0.5, endAngle: 2.64, clockwise: false)
        ctx.strokePath()
    }

    /// `photo.jpg` (article 002 §8, Kenshin Cui's version): a landscape photo — sky, sun, mountains and a lake;
    /// square, opaque.
    static let photo = StandInDrawing(name: "Photo", width: 300, height: 300) { ctx in
        ctx.drawLinearGradient([rgb(0.3, 0.55, 0.9), rgb(0.85, 0.92, 1)], start: .zero, end: CGPoint(x: 0, y: 190))
        ctx.setFillColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
        ctx.fillEllipse(in: CGRect(x: 200, y: 40, width: 50, height: 50))
        ctx.setFillColor(red: 0.35, green: 0.4, blue: 0.5, alpha: 1)
        ctx.addLines(between: [CGPoint(x: 0, y: 190), CGPoint(x: 70, y: 90), CGPoint(x: 120, y: 150), CGPoint(x: 180, y: 70),
                               CGPoint(x: 260, y: 170), CGPoint(x: 300, y: 140), CGPoint(x: 300, y: 190)])
        ctx.fillPath()
        ctx.setFillColor(gray: 0.97, alpha: 1)
        ctx.addLines(between: [CGPoint(x: 180, y: 70), CGPoint(x: 160, y: 99), CGPoint(x: 180, y: 92), CGPoint(x: 201, y: 101)])
        ctx.fillPath()
        ctx.setFillColor(red: 0.25, green: 0.55, blue: 0.3, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 185, width: 300, height: 30))
        ctx.setFillColor(red: 0.2, green: 0.45, blue: 0.7, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 215, width: 300, height: 85))
        ctx.setFillColor(red: 0.55, green: 0.75, blue: 0.95, alpha: 1)
        for row in 0..<4 {
            ctx.fill(CGRect(x: 30 + CGFloat(row * 57), y: 232 + CGFloat(row * 16), width: 60, height: 3))
        }
    }

    /// `petal.png` (article 002 §8): a pink cherry-blossom petal, pointed at the top, 1:2 like the 10 × 20 layer.
    static let petal = StandInDrawing(name: "Petal", width: 40, height: 80) { ctx in
        ctx.setFillColor(red: 0.98, green: 0.62, blue: 0.75, alpha: 1)
        ctx.move(to: CGPoint(x: 20, y: 2))
        ctx.addCurve(to: CGPoint(x: 20, y: 78), control1: CGPoint(x: 46, y: 24), control2: CGPoint(x: 44, y: 70))
        ctx.addCurve(to: CGPoint(x: 20, y: 2), control1: CGPoint(x: -4, y: 70), control2: CGPoint(x: -6, y: 24))
        ctx.fillPath()
        ctx.setStrokeColor(red: 0.85, green: 0.35, blue: 0.5, alpha: 1)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 20, y: 70))
        ctx.addLine(to: CGPoint(x: 20, y: 20))
        ctx.strokePath()
    }

    /// `background.jpg` (article 002 §8, the petal demo's pattern background): a pale spring-green tile with a
    /// small white flower, repeated by the scene.
    static let background = StandInDrawing(name: "Background", width: 60, height: 60) { ctx in
        ctx.setFillColor(red: 0.86, green: 0.94, blue: 0.84, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        ctx.setFillColor(gray: 1, alpha: 0.9)
        for (dx, dy) in [(0.0, -5.0), (5.0, 0.0), (0.0, 5.0), (-5.0, 0.0)] {
            ctx.fillEllipse(in: CGRect(x: 15 + dx - 4, y: 15 + dy - 4, width: 8, height: 8))
        }
        ctx.setFillColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
        ctx.fillEllipse(in: CGRect(x: 12, y: 12, width: 6, height: 6))
        ctx.setFillColor(red: 0.72, green: 0.86, blue: 0.7, alpha: 1)
        ctx.fillEllipse(in: CGRect(x: 40, y: 40, width: 6, height: 6))
    }

    /// `bg.jpg` (article 002 §8, the snowflake demo's pattern background): a night-blue tile with a few faint stars.
    static let nightSky = StandInDrawing(name: "NightSky", width: 60, height: 60) { ctx in
        ctx.setFillColor(red: 0.1, green: 0.16, blue: 0.32, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        ctx.setFillColor(red: 0.75, green: 0.8, blue: 1, alpha: 0.8)
        for (x, y) in [(8.0, 12.0), (37.0, 6.0), (50.0, 33.0), (21.0, 44.0), (5.0, 53.0)] {
            ctx.fillEllipse(in: CGRect(x: x, y: y, width: 2.5, height: 2.5))
        }
    }

    /// `雪` ("snow", article 002 §8): a white six-armed snowflake with a blue rim, centred in a 1:2 image like the
    /// 10 × 20 layer that shows it.
    static let snowflake = StandInDrawing(name: "Snowflake", width: 40, height: 80) { ctx in
        ctx.translateBy(x: 20, y: 40)
        for (width, color) in [(5.0, CGColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1)), (2.5, CGColor(gray: 1, alpha: 1))] {
            ctx.setStrokeColor(color)
            ctx.setLineWidth(width)
            ctx.setLineCap(.round)
            // Arms at 0°, 60°, 120°: cos/sin written out (no libm).
            for (c, s) in [(1.0, 0.0), (0.5, 0.8660254), (-0.5, 0.8660254)] {
                ctx.move(to: CGPoint(x: -17 * c, y: -17 * s))
                ctx.addLine(to: CGPoint(x: 17 * c, y: 17 * s))
                for sign in [-1.0, 1.0] {
                    let bx = sign * 10 * c, by = sign * 10 * s
                    ctx.move(to: CGPoint(x: bx, y: by))
                    ctx.addLine(to: CGPoint(x: bx + sign * 5 * c - 5 * s, y: by + sign * 5 * s + 5 * c))
                    ctx.move(to: CGPoint(x: bx, y: by))
                    ctx.addLine(to: CGPoint(x: bx + sign * 5 * c + 5 * s, y: by + sign * 5 * s - 5 * c))
                }
            }
            ctx.strokePath()
        }
    }
}
