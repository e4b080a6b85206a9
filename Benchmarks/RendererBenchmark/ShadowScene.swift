import FlipbookRaster

/// Geometry of the shadow and blur scenes: a 200×200 rounded rect (r = 16), σ = 8, mask padded by 26 px.
enum ShadowScene {
    static let size = 200.0
    static let sigma = 8.0
    static let padding = 26
    static let dimension = 200 + 2 * 26

    /// Clears the mask and fills it with the rounded rect's coverage at `(padding + fx, padding + fy)`.
    static func drawShape(_ c: SceneContext, fx: Double, fy: Double) {
        let pad = Double(padding)
        c.shadowMask.values.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        c.painter.fill(SceneContext.roundedRect(pad + fx, pad + fy, size, size, 16), into: &c.shadowMask)
    }

    /// Setup of the blur-only scenes: the mask holds the shape (as after step 1 of ``run(_:_:)``), so the blur
    /// has the same content whatever ran before.
    static func prepareBlur(_ c: SceneContext) {
        c.rng = XorShift32(seed: 12345)
        drawShape(c, fx: 0.5, fy: 0.25)
    }

    static func run(_ c: SceneContext, _ ops: Int) {
        let pad = Double(padding), dim = Double(dimension)
        let w = Double(SceneContext.width), h = Double(SceneContext.height)
        for _ in 0..<ops {
            let x = c.rng.unit() * (w - dim) + pad, y = c.rng.unit() * (h - dim - 6) + pad
            let fx = x - x.rounded(.down), fy = y - y.rounded(.down)
            // 1. Shape coverage into the A8 mask, keeping the fractional offset.
            drawShape(c, fx: fx, fy: fy)
            // 2. Three box blurs per axis.
            GaussianBlur.boxBlur(&c.shadowMask, sigma: sigma)
            // 3. Shadow colour through the mask, offset (0, 6).
            c.painter.fill(mask: c.shadowMask, x: Int(x.rounded(.down)) - padding, y: Int(y.rounded(.down)) - padding + 6,
                           in: &c.surface, paint: .solid(RasterColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
            // 4. The shape itself.
            c.painter.fill(SceneContext.roundedRect(x, y, size, size, 16), in: &c.surface, paint: .solid(c.randomColor()))
        }
    }
}
