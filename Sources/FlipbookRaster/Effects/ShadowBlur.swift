/// The blur of shadow coverage, shared by Core Graphics' `setShadow` and the compositor's layer shadows: a
/// Gaussian of standard deviation `sigma` device pixels whose cost per pixel does not grow with `sigma`.
///
/// - σ < 2: the exact separable Gaussian (``GaussianBlur/blur(_:sigma:)-(Mask,_)``), at most 13 taps per pass.
/// - 2 ≤ σ < 8: three box passes per axis (``GaussianBlur/boxBlur(_:sigma:)``: sliding sums, integer
///   arithmetic, a constant number of operations per pixel and pass whatever the box width).
/// - σ ≥ 8: the same box passes at half resolution (2 × 2 means, then a bilinear return to full size), as GPUs
///   blur wide shadows: a quarter of the work for a difference the blur itself hides.
///
/// Against the exact Gaussian the result stays within the deviation measured in `ShadowBlurTests` and
/// documented in docs/core-graphics.md. Only the box within the blur's reach of the non-zero values is filtered.
package enum ShadowBlur {
    /// The smallest σ blurred by box passes rather than the exact kernel.
    package static let boxThreshold = 2.0
    /// The smallest σ blurred at half resolution.
    package static let halfResolutionThreshold = 8.0

    /// Blurs `coverage` in place by `sigma` device pixels (nothing for σ ≤ 0 or a non-finite σ).
    package static func blur(_ coverage: inout Mask, sigma: Double) {
        guard sigma > 0, sigma.isFinite else { return }
        if sigma < boxThreshold {
            GaussianBlur.blur(&coverage, sigma: sigma)
        } else if sigma < halfResolutionThreshold {
            GaussianBlur.boxBlur(&coverage, sigma: sigma)
        } else {
            var half = coverage.halved()
            GaussianBlur.boxBlur(&half, sigma: sigma / 2)
            coverage = half.doubled(width: coverage.width, height: coverage.height)
        }
    }
}
