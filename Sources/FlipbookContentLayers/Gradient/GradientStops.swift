import FlipbookGraphics
import Foundation

/// The colour stops a `CAGradientLayer` draws, resolved from its `colors` and `locations` with the rules of
/// docs/content-layers.md ("Bad input"): sorted by location and confined to `0...1`, where the gradient's end points
/// are.
///
/// - `colors` must be a non-empty array of `CGColor`s (anything else — `nil`, empty, a `UIColor` instead of its
///   `cgColor` — draws nothing, as on iOS).
/// - `nil` locations, or locations holding a NaN or an infinity, spread the colours evenly (a single colour sits at
///   0 and fills the layer).
/// - Locations of another count than the colours pair up from the first: with fewer locations than colours, the
///   colour after the last paired one sits at 1 and the rest are unused; extra locations are unused (what iOS
///   shows).
/// - Locations out of order are sorted (stably: equal locations keep their order and make a hard edge).
/// - Stops beyond 0 or 1 shape the gradient between the end points: the colour at 0 and at 1 is interpolated
///   between the stops on either side, and the stops outside are dropped (so `[-0.4, -0.2, 0]` → `[1, 1.2, 1.4]`
///   moves a band in from before the start and out past the end, as the shimmer idiom does).
struct GradientStops: Equatable {
    /// One stop: a location and a straight (not premultiplied) sRGB colour, as Core Graphics' gradients hold them.
    typealias Stop = CGGradient.Stop

    /// The stops, sorted by location, every location in `0...1`; never empty.
    let stops: [Stop]

    /// The stops of `colors` at `locations`, or `nil` when `colors` is not a non-empty array of `CGColor`s.
    init?(colors: [Any]?, locations: [NSNumber]?) {
        guard let colors, !colors.isEmpty else { return nil }
        var cgColors: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            cgColors.append(color)
        }
        let paired = Self.paired(cgColors, locations?.map { CGFloat($0.doubleValue) })
        let sorted = paired.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        stops = Self.confined(sorted)
    }

    /// The stops as a Core Graphics gradient (locations 0 and 1 at the end points).
    var gradient: CGGradient? {
        var locations = stops.map(\.location)
        return CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: stops.map(\.color) as CFArray,
                          locations: &locations)
    }

    /// The colour beyond the last stop.
    var lastColor: CGColor { stops[stops.count - 1].color }

    // MARK: Resolution

    /// Each colour with its location: the given ones paired in order, else spread evenly.
    private static func paired(_ colors: [CGColor], _ locations: [CGFloat]?) -> [Stop] {
        guard let locations, locations.allSatisfy(\.isFinite) else {
            let last = CGFloat(max(colors.count - 1, 1))
            return colors.enumerated().map { Stop(location: CGFloat($0.offset) / last, color: $0.element) }
        }
        var stops = zip(locations, colors).map { Stop(location: $0, color: $1) }
        if locations.count < colors.count { stops.append(Stop(location: 1, color: colors[locations.count])) }
        return stops
    }

    /// `sorted` confined to `0...1`: the stops before 0 (after 1) give way to the colour at 0 (at 1).
    private static func confined(_ sorted: [Stop]) -> [Stop] {
        var stops = sorted
        if let first = stops.first, first.location < 0 {
            let start = interpolated(stops, at: 0, approachingFromBelow: false)
            stops = [start] + stops.filter { $0.location > 0 }
        }
        if let last = stops.last, last.location > 1 {
            let end = interpolated(stops, at: 1, approachingFromBelow: true)
            stops = stops.filter { $0.location < 1 } + [end]
        }
        return stops
    }

    /// The colour of `sorted` at `location` (the end colours beyond the ends); at a hard edge, the colour before it
    /// when `approachingFromBelow`, else the one after it.
    private static func interpolated(_ sorted: [Stop], at location: CGFloat, approachingFromBelow: Bool) -> Stop {
        let next = sorted.firstIndex { approachingFromBelow ? $0.location >= location : $0.location > location }
        guard let next else { return sorted[sorted.count - 1].blended(with: sorted[sorted.count - 1], 0, at: location) }
        guard next > 0 else { return sorted[0].blended(with: sorted[0], 0, at: location) }
        let a = sorted[next - 1], b = sorted[next]
        return a.blended(with: b, (location - a.location) / (b.location - a.location), at: location)
    }
}

extension CGGradient.Stop {
    /// The stop's colour, in sRGB.
    var color: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour a fraction `f` of the way from this stop's colour to `other`'s, at `location`.
    func blended(with other: Self, _ f: CGFloat, at location: CGFloat) -> Self {
        Self(location: location, red: red + (other.red - red) * f, green: green + (other.green - green) * f,
             blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }
}
