import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension ContentLayerBenchmark {
    /// A full-screen (414 × 736 pt) gradient layer of each type — five colours, axial corner to corner, radial and
    /// conic about the centre — rendered at 2× with its `locations` animating (the chapter-10 scan), one frame per
    /// round at a new time: frames per second.
    static var gradientLayer: ContentLayerBenchmark {
        ContentLayerBenchmark(name: "CAGradientLayer, full screen at 2×") { rounds in
            [CAGradientLayerType.axial, .radial, .conic].map { type in
                let host = LayerHost()
                let layer = CAGradientLayer()
                host.perform {
                    layer.frame = host.rootLayer.bounds
                    layer.type = type
                    layer.colors = [(1, 0.5, 0.3), (0.5, 0.8, 0.95), (0.85, 0.45, 0.83), (0.2, 0.8, 0.2), (0.1, 0.57, 1)]
                        .map { CGColor(red: $0.0, green: $0.1, blue: $0.2, alpha: 1) }
                    layer.startPoint = type == .axial ? .zero : CGPoint(x: 0.5, y: 0.5)
                    layer.endPoint = CGPoint(x: 1, y: 1)
                    host.rootLayer.addSublayer(layer)
                    let scan = CABasicAnimation(keyPath: "locations")
                    scan.fromValue = [0.0, 0.1, 0.2, 0.3, 0.4]
                    scan.toValue = [0.6, 0.7, 0.8, 0.9, 1.0]
                    scan.duration = 3
                    scan.repeatCount = .infinity
                    layer.add(scan, forKey: "scan")
                }
                let times = measure(rounds: rounds) { round in
                    _ = try? host.renderFrameImage(at: Double(round) / 60, scale: 2)
                }
                return "\(type.rawValue): " + summary(times, framesPerRound: 1)
            }
        }
    }
}
