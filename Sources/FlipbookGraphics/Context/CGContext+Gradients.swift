import Foundation
import FlipbookRaster

extension CGContext {
    /// Fills the clip area with a linear gradient from `start` (location 0) to `end` (location 1), in user
    /// space. Beyond the ends the area stays unpainted unless `options` extend the end colours.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let shader = LinearGradient(start: start.raster, end: end.raster, stops: gradient.rasterStops,
                                    extend: options.raster, transform: userToDevice.raster)
        fillClip(with: Paint(.linearGradient(shader), alpha: Double(state.alpha)))
    }

    /// Fills the clip area with a radial gradient blending between the start circle (location 0) and the
    /// end circle (location 1), in user space, as Core Graphics' two-circle gradients do. Outside the
    /// swept circles the area stays unpainted unless `options` extend the end colours.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let shader = RadialGradient(startCenter: startCenter.raster, startRadius: Double(startRadius),
                                    endCenter: endCenter.raster, endRadius: Double(endRadius),
                                    stops: gradient.rasterStops, extend: options.raster,
                                    transform: userToDevice.raster)
        fillClip(with: Paint(.radialGradient(shader), alpha: Double(state.alpha)))
    }

    /// Paints the whole clip area with `paint`.
    private func fillClip(with paint: Paint) {
        var everything = RasterPath()
        everything.addRect(x: 0, y: 0, width: Double(width), height: Double(height))
        perform(deviceBounds: .infinite) { target, blend, clip in
            painter.fill(everything, in: &target, paint: paint, blend: blend, clip: clip)
        }
    }
}
