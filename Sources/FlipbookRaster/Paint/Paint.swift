/// What fills the covered pixels: a shader and a global alpha (Core Graphics' `setAlpha`).
package struct Paint: Sendable {
    /// The colour source.
    package enum Shader: Sendable {
        case solid(RasterColor)
        case linearGradient(LinearGradient)
        case radialGradient(RadialGradient)
        case conicGradient(ConicGradient)
        case image(ImagePattern)
    }

    package var shader: Shader
    /// Multiplies the shader's alpha (clamped to `0...1`).
    package var alpha: Double

    /// Creates a paint.
    package init(_ shader: Shader, alpha: Double = 1) {
        self.shader = shader
        self.alpha = alpha
    }

    /// A solid colour paint.
    package static func solid(_ color: RasterColor, alpha: Double = 1) -> Paint { Paint(.solid(color), alpha: alpha) }

    /// The global alpha as an 8-bit factor.
    package var alpha8: UInt32 { UInt32(((alpha.isNaN ? 0 : min(max(alpha, 0), 1)) * 255).rounded()) }
}
