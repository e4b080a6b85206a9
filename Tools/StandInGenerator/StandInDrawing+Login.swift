import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `login.png` (book Case 1, our name for the `login` image view's picture in Main.storyboard): a calm,
    /// full-screen (414 × 736) login backdrop — a pale blue-green gradient, an avatar disc, two input fields above
    /// the band (y 230…280) where the teal "登录" button slides in, and soft hills at the bottom.
    static let login = StandInDrawing(name: "login", width: 414, height: 736) { ctx in
        ctx.drawLinearGradient([rgb(0.93, 0.96, 0.98), rgb(0.82, 0.9, 0.94)], start: .zero, end: CGPoint(x: 0, y: 736))
        // A large soft disc behind the avatar, top right.
        ctx.setFillColor(rgb(1, 1, 1, alpha: 0.35))
        ctx.fillCircle(center: CGPoint(x: 330, y: 40), radius: 150)
        // Avatar: a white disc with a grey head and shoulders.
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fillCircle(center: CGPoint(x: 207, y: 78), radius: 42)
        ctx.saveGState()
        ctx.addEllipse(in: CGRect(x: 165, y: 36, width: 84, height: 84))
        ctx.clip()
        ctx.setFillColor(red: 0.72, green: 0.78, blue: 0.82, alpha: 1)
        ctx.fillCircle(center: CGPoint(x: 207, y: 66), radius: 16)
        ctx.fillEllipse(in: CGRect(x: 177, y: 88, width: 60, height: 50))
        ctx.restoreGState()
        // Two input fields (user name, password), each with a small grey glyph on the left.
        for top in [138.0, 182.0] {
            ctx.addPath(CGPath(roundedRect: CGRect(x: 20, y: top, width: 374, height: 36), cornerWidth: 6, cornerHeight: 6,
                               transform: nil))
            ctx.setFillColor(gray: 1, alpha: 0.92)
            ctx.setStrokeColor(red: 0.75, green: 0.82, blue: 0.86, alpha: 1)
            ctx.setLineWidth(1)
            ctx.drawPath(using: .fillStroke)
        }
        ctx.setFillColor(red: 0.62, green: 0.68, blue: 0.72, alpha: 1)
        ctx.fillCircle(center: CGPoint(x: 40, y: 150), radius: 5)               // user: head and shoulders
        ctx.fillEllipse(in: CGRect(x: 32, y: 156, width: 16, height: 10))
        ctx.fill(CGRect(x: 33, y: 197, width: 14, height: 10))                  // password: a padlock
        ctx.setStrokeColor(red: 0.62, green: 0.68, blue: 0.72, alpha: 1)
        ctx.setLineWidth(2)
        ctx.addArc(center: CGPoint(x: 40, y: 197), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false)
        ctx.strokePath()
        // Soft hills along the bottom, two layers.
        for (top, color) in [(610.0, rgb(0.74, 0.86, 0.86)), (660.0, rgb(0.66, 0.8, 0.8))] {
            ctx.setFillColor(color)
            ctx.move(to: CGPoint(x: 0, y: top + 30))
            ctx.addCurve(to: CGPoint(x: 414, y: top), control1: CGPoint(x: 140, y: top - 50),
                         control2: CGPoint(x: 260, y: top + 60))
            ctx.addLine(to: CGPoint(x: 414, y: 736))
            ctx.addLine(to: CGPoint(x: 0, y: 736))
            ctx.closePath()
            ctx.fillPath()
        }
    }
}
