import FlipbookRaster

/// Everything a scene draws with: the 640×960 and 1024×1024 targets, the painter, the PRNG, the 256×256
/// source image and the shadow scratch mask.
final class SceneContext {
    static let width = 640
    static let height = 960
    static let white = PixelOps.pack(255, 255, 255, 255)

    var surface: Pixmap
    var surface1k: Pixmap
    let painter = Painter()
    var rng = XorShift32(seed: 12345)
    /// Shape size of the size-swept scenes.
    var size = 0
    let image256: Pixmap
    var shadowMask: Mask

    init() throws {
        surface = try Pixmap(width: Self.width, height: Self.height, fill: Self.white)
        surface1k = try Pixmap(width: 1024, height: 1024, fill: Self.white)
        shadowMask = try Mask(width: ShadowScene.dimension, height: ShadowScene.dimension, value: 0)
        image256 = try Self.makeImage(painter: painter)
    }

    /// 256×256: a red → translucent blue diagonal gradient with 64 opaque 16×16 squares in 8 colours.
    private static func makeImage(painter: Painter) throws -> Pixmap {
        var img = try Pixmap(width: 256, height: 256)
        var all = RasterPath()
        all.addRect(x: 0, y: 0, width: 256, height: 256)
        let gradient = LinearGradient(start: Vec2(0, 0), end: Vec2(256, 256), stops: [
            ColorStop(offset: 0, color: RasterColor(red: 1, green: 0, blue: 0, alpha: 1)),
            ColorStop(offset: 1, color: RasterColor(red: 0, green: 0, blue: 1, alpha: 0.6)),
        ])
        painter.fill(all, in: &img, paint: Paint(.linearGradient(gradient)))
        for i in 0..<64 {
            var square = RasterPath()
            square.addRect(x: Double((i % 8) * 32 + 8), y: Double((i / 8) * 32 + 8), width: 16, height: 16)
            let color = RasterColor(red: Double(i & 1), green: Double((i & 2) / 2), blue: Double((i & 4) / 4))
            painter.fill(square, in: &img, paint: .solid(color))
        }
        return img
    }

    /// The surface `scene` draws into: the 1024×1024 one for the scenes that use it, else the 640×960 one.
    func output(of scene: BenchmarkScene) -> Pixmap {
        scene.usesLargeTarget ? surface1k : surface
    }

    /// A random colour as the C scenes pick it: r, g, b in [0, 1), alpha in [0.5, 1).
    func randomColor() -> RasterColor {
        let r = rng.unit(), g = rng.unit(), b = rng.unit()
        let a = 0.5 + 0.5 * rng.unit()
        return RasterColor(red: r, green: g, blue: b, alpha: a)
    }

    /// The C program's `rounded_rect`: four quarter arcs clockwise on screen — top-right, bottom-right,
    /// bottom-left, top-left — joined by the straight sides, from the top side's right end, then closed. The start
    /// point and direction matter to strokes: dashes begin there (`dash_stroke_rrect200`).
    static func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> RasterPath {
        let r = min(r, w / 2, h / 2), quarter = Double.pi / 2
        var path = RasterPath()
        path.addArc(center: Vec2(x + w - r, y + r), radius: r, startAngle: -quarter, sweepAngle: quarter)
        path.addArc(center: Vec2(x + w - r, y + h - r), radius: r, startAngle: 0, sweepAngle: quarter)
        path.addArc(center: Vec2(x + r, y + h - r), radius: r, startAngle: quarter, sweepAngle: quarter)
        path.addArc(center: Vec2(x + r, y + r), radius: r, startAngle: 2 * quarter, sweepAngle: quarter)
        path.close()
        return path
    }
}
