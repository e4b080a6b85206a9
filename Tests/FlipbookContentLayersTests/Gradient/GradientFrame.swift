import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO

/// A host of `size` points with one gradient layer filling it (set up by `configure`, actions disabled), rendered
/// at `scale` over `background` — the frame the rendering tests probe.
struct GradientFrame {
    let host: LayerHost
    let layer = CAGradientLayer()

    init(size: CGSize = CGSize(width: 100, height: 100), _ configure: (CAGradientLayer) -> Void) {
        let host = LayerHost(size: size), layer = self.layer
        self.host = host
        host.perform {
            CATransaction.setDisableActions(true)
            layer.frame = CGRect(origin: .zero, size: size)
            configure(layer)
            host.rootLayer.addSublayer(layer)
        }
    }

    /// The frame at `time`.
    func image(at time: Double = 0, scale: Int = 1, background: CGColor? = nil) throws -> RGBAImage {
        try host.renderFrameImage(at: time, scale: scale, backgroundColor: background)
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
}

extension RGBAImage {
    /// The pixel at (`x`, `y`) as red, green, blue, alpha integers.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = self[x, y]
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// Whether the pixel at (`x`, `y`) is within `tolerance` of `expected` in every channel.
    func pixel(_ x: Int, _ y: Int, is expected: [Int], within tolerance: Int = 2) -> Bool {
        zip(rgba(x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
