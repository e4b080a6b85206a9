import FlipbookContentLayers
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension ContentLayerBenchmark {
    /// A full 414 × 736 pt screen at 2× showing one shape layer: an Archimedean spiral of 1 600 points reaching the
    /// screen's corners, stroked 4 pt wide with a [12, 6] dash and round joins, its `strokeEnd` animated from 0 to 1
    /// over the rounds (every frame trims, dashes and strokes the path anew).
    /// Beside it, the same spiral whole, dashed then solid.
    static var shapeLayer: ContentLayerBenchmark {
        ContentLayerBenchmark(name: "CAShapeLayer: dashed spiral, animated strokeEnd, 414 × 736 pt at 2×", run: runShapeLayer)
    }
}

private func runShapeLayer(rounds: Int) -> [String] {
    let size = CGSize(width: 414, height: 736)
    let spiral = CGMutablePath()
    let centre = CGPoint(x: size.width / 2, y: size.height / 2)
    let turns = 20.0, count = 1600
    for index in 0...count {
        let t = Double(index) / Double(count)
        let angle = 2 * Double.pi * turns * t, radius = 430 * t
        let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        if index == 0 { spiral.move(to: point) } else { spiral.addLine(to: point) }
    }
    /// The frames of the spiral, dashed or solid, with `strokeEnd` animated or left at 1.
    func frames(dashed: Bool, animated: Bool) -> [Double] {
        let host = LayerHost(size: size)
        let shape = CAShapeLayer()
        shape.path = spiral
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1)
        shape.lineWidth = 4
        shape.lineJoin = .round
        if dashed { shape.lineDashPattern = [12, 6] }
        host.rootLayer.addSublayer(shape)
        if animated {
            let drawing = CABasicAnimation(keyPath: "strokeEnd")
            drawing.fromValue = 0
            drawing.toValue = 1
            drawing.duration = Double(rounds)
            host.perform { shape.add(drawing, forKey: "draw") }
        }
        return measure(rounds: rounds) { round in
            _ = try? host.renderFrameImage(at: Double(round + 1), scale: 2, backgroundColor: .white)
        }
    }
    return [
        "dashed [12, 6], strokeEnd 0 → 1:  " + summary(frames(dashed: true, animated: true), framesPerRound: 1),
        "dashed [12, 6], whole path:       " + summary(frames(dashed: true, animated: false), framesPerRound: 1),
        "solid, whole path:                " + summary(frames(dashed: false, animated: false), framesPerRound: 1),
    ]
}
