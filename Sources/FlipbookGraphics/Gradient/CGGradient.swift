import Foundation

/// A definition for a smooth transition between colours, drawn with
/// ``CGContext/drawLinearGradient(_:start:end:options:)`` or
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
///
/// Colours are interpolated on their straight (not premultiplied) sRGB-encoded components, without
/// linearization, as Core Graphics does: a fade from red to `CGColor.clear` (transparent black) darkens
/// midway, exactly as on iOS.
public final class CGGradient: Sendable {
    /// One colour stop: a location (in `0...1` once in a gradient) and a straight-alpha sRGB colour.
    package struct Stop: Equatable, Sendable {
        package var location: CGFloat
        package var red: CGFloat
        package var green: CGFloat
        package var blue: CGFloat
        package var alpha: CGFloat

        /// A stop of the given colour components at `location`.
        package init(location: CGFloat, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.location = location
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// A stop of `color` (read as ``CGColor/rgba``) at `location`.
        package init(location: CGFloat, color: CGColor) {
            let rgba = color.rgba
            self.init(location: location, red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
        }
    }

    /// The stops, sorted by location.
    let stops: [Stop]

    /// Creates a gradient from an array of `CGColor`s and an optional array of locations.
    ///
    /// - Parameters:
    ///   - space: the colour space of the gradient (RGB or gray; colours are converted to RGB).
    ///   - colors: a non-empty `CFArray` of `CGColor` (write `[c1, c2] as CFArray`).
    ///   - locations: one location in `0...1` per colour, or `nil` to spread the colours evenly
    ///     (a single colour then sits at 0).
    /// - Returns: `nil` when `colors` is empty or holds something other than `CGColor`.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var cgColors: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            cgColors.append(color)
        }
        guard !cgColors.isEmpty else { return nil }
        let count = cgColors.count
        var stops: [Stop] = []
        for (index, color) in cgColors.enumerated() {
            let location: CGFloat
            if let locations {
                location = locations[index]
            } else {
                location = count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)
            }
            let clamped = location.isNaN ? 0 : min(max(location, 0), 1)
            stops.append(Stop(location: clamped, color: color))
        }
        // A stable sort keeps coincident stops in the order given (a hard colour change).
        self.stops = stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
