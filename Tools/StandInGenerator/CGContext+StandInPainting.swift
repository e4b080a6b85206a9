import FlipbookGraphics
import Foundation

/// Painting shorthands the stand-in drawings share.
extension CGContext {
    /// Paints the clip area with a linear gradient through `colors` (evenly spaced, device RGB) from `start` to `end`.
    func drawLinearGradient(_ colors: [CGColor], start: CGPoint, end: CGPoint) {
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
                                        locations: nil) else { return }
        drawLinearGradient(gradient, start: start, end: end, options: [])
    }

    /// Paints the clip area with a radial gradient through `colors` (evenly spaced, device RGB) from a point at
    /// `focus` out to the circle of `radius` about `center`.
    /// Paints a linear gradient through `colors` from `start` to `end` over `rect` only.
    func drawLinearGradient(_ colors: [CGColor], start: CGPoint, end: CGPoint, clippedTo rect: CGRect) {
        saveGState()
        clip(to: rect)
        drawLinearGradient(colors, start: start, end: end)
        restoreGState()
    }

    func drawRadialGradient(_ colors: [CGColor], focus: CGPoint, center: CGPoint, radius: CGFloat) {
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
                                        locations: nil) else { return }
        drawRadialGradient(gradient, startCenter: focus, startRadius: 0, endCenter: center, endRadius: radius,
                           options: [.drawsAfterEndLocation])
    }

    /// Fills the disc of `radius` about `center`.
    func fillCircle(center: CGPoint, radius: CGFloat) {
        fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }
}

/// An opaque device-RGB colour from components in 0…1 (the drawings' palette is written this way).
func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) -> CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
}
