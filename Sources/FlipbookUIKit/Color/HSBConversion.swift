import Foundation

/// Conversions between the HSB (hue, saturation, brightness) model and RGB components, all in `0...1`.
enum HSBConversion {
    /// The RGB components of an HSB colour. Hue wraps around (1 is red, like 0); saturation and brightness
    /// are clamped to `0...1`; NaN reads as 0.
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        let h = hue.isFinite ? hue - hue.rounded(.down) : 0
        let s = clamp(saturation), v = clamp(brightness)
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// The HSB components of RGB components in `0...1`; hue and saturation are 0 for greys.
    static func hsb(red: CGFloat, green: CGFloat, blue: CGFloat) -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let chroma = maximum - minimum
        guard maximum > 0, chroma > 0 else { return (0, 0, maximum) }
        var hue: CGFloat
        if maximum == red {
            hue = (green - blue) / chroma
        } else if maximum == green {
            hue = 2 + (blue - red) / chroma
        } else {
            hue = 4 + (red - green) / chroma
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, chroma / maximum, maximum)
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
