/// A non-premultiplied sRGB-encoded colour with components in `0...1`.
package struct RasterColor: Sendable, Equatable, Hashable {
    package var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour; components are clamped to `0...1` when converted to pixels (NaN counts as 0).
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Opaque black.
    package static let black = RasterColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    package static let white = RasterColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    package static let clear = RasterColor(red: 0, green: 0, blue: 0, alpha: 0)

    @inline(__always) private static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// The premultiplied pixel: `A = round(α·255)`, `C = round(c·α·255)`.
    package var premultiplied: UInt32 {
        let a = Self.unit(alpha)
        func channel(_ c: Double) -> UInt32 { UInt32((Self.unit(c) * a * 255).rounded()) }
        return PixelOps.pack(channel(red), channel(green), channel(blue), UInt32((a * 255).rounded()))
    }

    /// The colour with its alpha multiplied by `factor`.
    package func multipliedAlpha(_ factor: Double) -> RasterColor {
        RasterColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
