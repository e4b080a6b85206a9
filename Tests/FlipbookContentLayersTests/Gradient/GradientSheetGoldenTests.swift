import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookTesting
import Testing

/// One golden of `CAGradientLayer`'s features side by side, 80 × 80 pt tiles at 2× on grey: axial (default,
/// diagonal), radial, conic, rounded over a background, rotated, masked by a circle, and locations beyond 0…1.
@Suite("CAGradientLayer golden sheet")
struct GradientSheetGoldenTests {
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    private static let palette = [rgb(1, 0.5, 0.31), rgb(0.85, 0.45, 0.84), rgb(0.24, 0.89, 0.82)]

    /// The tiles, each set up on a fresh gradient layer, left to right, top to bottom.
    private static var tiles: [(CAGradientLayer) -> Void] { [
        { $0.colors = palette },
        { $0.colors = palette; $0.startPoint = .zero; $0.endPoint = CGPoint(x: 1, y: 1) },
        {
            $0.colors = palette
            $0.type = .radial
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.75)
        },
        {
            $0.colors = palette + [palette[0]]
            $0.type = .conic
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 0.5, y: 0)
        },
        {
            $0.colors = [CGColor.clear, rgb(0.1, 0.57, 1)]
            $0.backgroundColor = rgb(1, 0.64, 0)
            $0.cornerRadius = 24
            $0.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        },
        { $0.colors = palette; $0.transform = CATransform3DMakeRotation(CGFloat.pi / 4, 0, 0, 1) },
        {
            $0.colors = palette
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
            let disc = CALayer()
            disc.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
            disc.cornerRadius = 40
            disc.backgroundColor = CGColor.black
            $0.mask = disc
        },
        {
            $0.colors = [CGColor.clear, CGColor.white, CGColor.clear]
            $0.locations = [-0.2, 0.0, 0.2]
            $0.backgroundColor = CGColor.black
        },
    ] }

    @Test("gradient sheet")
    func sheet() throws {
        let host = LayerHost(size: CGSize(width: 400, height: 200))
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.backgroundColor = Self.rgb(0.3, 0.3, 0.33)
            for (index, configure) in Self.tiles.enumerated() {
                let layer = CAGradientLayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
                layer.position = CGPoint(x: 50 + 100 * CGFloat(index % 4), y: 50 + 100 * CGFloat(index / 4))
                configure(layer)
                host.rootLayer.addSublayer(layer)
            }
        }
        try expectGolden(try host.renderFrameImage(at: 0, scale: 2), named: "gradient-sheet")
    }
}
