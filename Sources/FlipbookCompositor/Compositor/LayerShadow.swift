import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster

/// A layer's visible shadow: colour × `shadowOpacity`, offset and blur in the layer's coordinates.
///
/// The blur is a Gaussian of standard deviation `shadowRadius / 2` (the same convention as Core Graphics'
/// `setShadow(offset:blur:color:)` in FlipbookGraphics, so a layer shadow of radius r matches a context
/// shadow of blur r). The offset is in the layer's own y-down coordinates, so on iOS a positive height moves
/// the shadow down and the shadow turns with the layer.
struct LayerShadow {
    var color: RasterColor
    var offset: CGSize
    /// Standard deviation of the blur, in layer points.
    var sigma: Double

    /// The shadow of `layer`, or `nil` when it is invisible (zero opacity, no or clear colour).
    init?(_ layer: CALayer) {
        let opacity = Double(layer.shadowOpacity)
        guard opacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return nil }
        self.color = color.raster.multipliedAlpha(min(opacity, 1))
        offset = layer.shadowOffset.width.isFinite && layer.shadowOffset.height.isFinite ? layer.shadowOffset : .zero
        let radius = Double(layer.shadowRadius)
        sigma = radius.isFinite && radius > 0 ? radius / 2 : 0
    }

    /// The blur's standard deviation in device pixels at `scale` device pixels per layer point, at most that of
    /// `CGContext.maximumShadowBlur` (σ = 64), so that a huge radius or scale bounds the offscreen work.
    func deviceSigma(scale: Double) -> Double {
        min(sigma * scale, Double(CGContext.maximumShadowBlur) / 2)
    }

    /// How far the blur reaches beyond the shape, in layer points (3σ, plus a pixel of anti-aliasing).
    var reach: Double { 3 * sigma + 1 }

    /// The area the shadow of something covering `rect` can touch, in layer coordinates.
    func extent(of rect: CGRect) -> CGRect {
        rect.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach)
    }
}
