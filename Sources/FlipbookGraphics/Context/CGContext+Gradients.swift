import Foundation
import FlipbookRaster

extension CGContext {
    /// Fills the clip area with a linear gradient from `start` (location 0) to `end` (location 1), in user
    /// space. Beyond the ends the area stays unpainted unless `options` extend the end colours.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let stops = gradient.rasterStops
        fillClip { userToTarget in
            .linearGradient(LinearGradient(start: start.raster, end: end.raster, stops: stops, extend: options.raster,
                                           transform: userToTarget))
        }
    }

    /// Fills the clip area with a radial gradient blending between the start circle (location 0) and the
    /// end circle (location 1), in user space, as Core Graphics' two-circle gradients do. Outside the
    /// swept circles the area stays unpainted unless `options` extend the end colours.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let stops = gradient.rasterStops
        fillClip { userToTarget in
            .radialGradient(RadialGradient(startCenter: startCenter.raster, startRadius: Double(startRadius),
                                           endCenter: endCenter.raster, endRadius: Double(endRadius), stops: stops,
                                           extend: options.raster, transform: userToTarget))
        }
    }

    /// Fills the clip area with a conic (sweep) gradient around `center`, in user space: location 0 lies along
    /// `angle` (radians, turning from the positive x axis towards the positive y axis) and the locations grow in
    /// that direction to 1 after a full turn, where the last colour meets the first. A conic gradient covers the
    /// whole plane, so it has no drawing options.
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        let stops = gradient.rasterStops
        fillClip { userToTarget in
            .conicGradient(ConicGradient(center: center.raster, startAngle: Double(angle), stops: stops,
                                         transform: userToTarget))
        }
    }

    /// Paints the whole clip area with `shader` (gradient space = user space) at the state's alpha.
    private func fillClip(with shader: (_ userToTarget: Transform2D) -> Paint.Shader) {
        var everything = RasterPath()
        everything.addRect(x: 0, y: 0, width: Double(width), height: Double(height))
        let userToDevice = self.userToDevice.raster
        let alpha = Double(state.alpha)
        perform(deviceBounds: .infinite) { target, blend, clip, toTarget in
            painter.fill(everything, in: &target, paint: Paint(shader(userToDevice.concatenating(toTarget)), alpha: alpha),
                         transform: toTarget, blend: blend, clip: clip)
        }
    }
}
