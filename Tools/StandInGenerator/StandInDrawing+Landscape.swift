import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `image.jpg` (book Case 53, shown 400 × 300 with `scaleAspectFit`): a landscape photo, 400 × 300 (4:3, so it
    /// fills the view), opaque and asymmetric, so that the 3D rotations' flips and foreshortening read from a
    /// still: the sun top left, a snow-capped peak right of the middle, a meadow with a red house bottom left and a
    /// lake bottom right.
    static let landscape = StandInDrawing(name: "Landscape", width: 400, height: 300) { ctx in
        ctx.drawLinearGradient([rgb(0.22, 0.48, 0.88), rgb(0.86, 0.93, 1)], start: .zero, end: CGPoint(x: 0, y: 190))
        ctx.setFillColor(red: 1, green: 0.84, blue: 0.25, alpha: 1)             // sun
        ctx.fillCircle(center: CGPoint(x: 72, y: 60), radius: 34)
        ctx.setFillColor(red: 0.42, green: 0.46, blue: 0.58, alpha: 1)          // far ridge
        ctx.addLines(between: [CGPoint(x: 0, y: 190), CGPoint(x: 90, y: 120), CGPoint(x: 160, y: 165),
                               CGPoint(x: 262, y: 52), CGPoint(x: 350, y: 140), CGPoint(x: 400, y: 110),
                               CGPoint(x: 400, y: 190)])
        ctx.fillPath()
        ctx.setFillColor(gray: 0.97, alpha: 1)                                    // snow cap on the peak
        ctx.addLines(between: [CGPoint(x: 262, y: 52), CGPoint(x: 232, y: 85), CGPoint(x: 252, y: 78),
                               CGPoint(x: 266, y: 90), CGPoint(x: 292, y: 85)])
        ctx.fillPath()
        ctx.setFillColor(red: 0.3, green: 0.62, blue: 0.28, alpha: 1)           // meadow
        ctx.fill(CGRect(x: 0, y: 185, width: 400, height: 115))
        ctx.setFillColor(red: 0.2, green: 0.46, blue: 0.74, alpha: 1)           // lake
        ctx.fillEllipse(in: CGRect(x: 230, y: 215, width: 150, height: 56))
        ctx.setFillColor(red: 0.85, green: 0.2, blue: 0.16, alpha: 1)           // house: walls, roof, door
        ctx.fill(CGRect(x: 50, y: 214, width: 64, height: 46))
        ctx.setFillColor(red: 0.45, green: 0.16, blue: 0.12, alpha: 1)
        ctx.addLines(between: [CGPoint(x: 42, y: 216), CGPoint(x: 82, y: 186), CGPoint(x: 122, y: 216)])
        ctx.fillPath()
        ctx.setFillColor(red: 0.98, green: 0.9, blue: 0.6, alpha: 1)
        ctx.fill(CGRect(x: 64, y: 236, width: 14, height: 24))
        ctx.fill(CGRect(x: 90, y: 226, width: 14, height: 12))
    }
}
