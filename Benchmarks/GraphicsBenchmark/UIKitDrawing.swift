import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// UIKit-level drawing: a 414×736-point screen drawn at 2× through `UIGraphicsImageRenderer` — a full-screen
/// stand-in picture, a pattern-coloured band, 24 rounded `UIBezierPath` cards and a stroked arc — and the PNG
/// encoding of the result.
func measureUIKitDrawing() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let screen = CGRect(x: 0, y: 0, width: 414, height: 736)
    let renderer = UIGraphicsImageRenderer(size: screen.size, format: format)
    guard let backdrop = UIImage(named: "Airport.png"), let tile = UIImage(named: "background.jpg") else {
        fatalError("the stand-ins Airport.png and background.jpg are bundled")
    }
    let pattern = UIColor(patternImage: tile)
    func drawScreen(_ context: UIGraphicsImageRendererContext) {
        backdrop.draw(in: screen)
        pattern.setFill()
        context.fill(CGRect(x: 0, y: 600, width: 414, height: 136))
        UIColor(red: 50 / 255, green: 185 / 255, blue: 170 / 255, alpha: 0.9).setFill()
        for index in 0..<24 {
            let point = spreadPoint(index)
            UIBezierPath(roundedRect: CGRect(x: point.x * 334, y: point.y * 520, width: 80, height: 50), cornerRadius: 10).fill()
        }
        UIColor.white.setStroke()
        let arc = UIBezierPath(arcCenter: CGPoint(x: 207, y: 368), radius: 120, startAngle: 0, endAngle: 1.5 * .pi,
                               clockwise: true)
        arc.lineWidth = 6
        arc.lineCapStyle = .round
        arc.stroke()
    }
    measure("UIGraphicsImageRenderer 414x736 @2x screen", count: 100, pixelsPerCall: 828 * 1472) {
        _ = renderer.image(actions: drawScreen)
    }
    let image = renderer.image(actions: drawScreen)
    measure("UIImage.pngData 828x1472", count: 20) { _ = image.pngData() }
    let context = makeContext(layouts[0].1)
    context.setFillColor(pattern.cgColor)
    measure("full-frame pattern fill (60-px tile)", count: 100, pixelsPerCall: framePixels) {
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
}
