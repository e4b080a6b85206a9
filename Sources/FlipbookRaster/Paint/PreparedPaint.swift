/// A ``Paint`` resolved for drawing: a premultiplied solid colour (global alpha folded in) or a row sampler.
enum PreparedPaint {
    case solid(UInt32)
    case gradient(GradientSampler, alpha: UInt32)
    case image(ImageSampler, alpha: UInt32)

    /// Resolves the paint; `nil` when it paints nothing (degenerate gradient or singular image placement).
    init?(_ paint: Paint) {
        let alpha = paint.alpha8
        switch paint.shader {
        case .solid(let color):
            self = .solid(PixelOps.scale(color.premultiplied, alpha))
        case .linearGradient(let g):
            guard let s = GradientSampler(g) else { return nil }
            self = .gradient(s, alpha: alpha)
        case .radialGradient(let g):
            guard let s = GradientSampler(g) else { return nil }
            self = .gradient(s, alpha: alpha)
        case .conicGradient(let g):
            guard let s = GradientSampler(g) else { return nil }
            self = .gradient(s, alpha: alpha)
        case .image(let pattern):
            guard let s = ImageSampler(pattern) else { return nil }
            self = .image(s, alpha: alpha)
        }
    }
}
