import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `sun.png` (book §12.2, a 50 × 50 image view at the centre of the screen): the sun, 100 × 100 on
    /// transparency — sixteen pointed rays around a glowing yellow-to-orange disc.
    static let sun = StandInDrawing(name: "sun", width: 100, height: 100) { ctx in
        ctx.translateBy(x: 50, y: 50)
        ctx.setFillColor(red: 1, green: 0.62, blue: 0.12, alpha: 1)
        for (index, direction) in CompassDirections.sixteen.enumerated() {
            // Each ray a thin triangle; long and short rays alternate.
            let length: CGFloat = index.isMultiple(of: 2) ? 48 : 40
            let side = CGPoint(x: -direction.y * 5, y: direction.x * 5)
            ctx.addLines(between: [CGPoint(x: direction.x * 26 + side.x, y: direction.y * 26 + side.y),
                                   CGPoint(x: direction.x * length, y: direction.y * length),
                                   CGPoint(x: direction.x * 26 - side.x, y: direction.y * 26 - side.y)])
            ctx.closePath()
        }
        ctx.fillPath()
        ctx.saveGState()
        ctx.addEllipse(in: CGRect(x: -31, y: -31, width: 62, height: 62))
        ctx.clip()
        ctx.drawRadialGradient([rgb(1, 0.98, 0.7), rgb(1, 0.84, 0.2), rgb(0.98, 0.5, 0.08)],
                               focus: CGPoint(x: -8, y: -8), center: .zero, radius: 31)
        ctx.restoreGState()
    }
}
