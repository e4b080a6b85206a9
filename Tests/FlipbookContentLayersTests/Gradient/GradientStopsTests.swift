import FlipbookGraphics
import Foundation
import Testing
@testable import FlipbookContentLayers

/// How a gradient layer's `colors` and `locations` resolve into the stops it draws, bad input included (the rules of
/// docs/content-layers.md, "Bad input").
@Suite("Gradient stops")
struct GradientStopsTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Each stop as (location, red, green, blue, alpha).
    private func summary(_ stops: GradientStops?) -> [[Double]]? {
        stops?.stops.map { [$0.location, $0.red, $0.green, $0.blue, $0.alpha].map { Double($0) } }
    }

    @Test("nil locations spread the colours evenly; a single colour sits at 0")
    func evenSpread() {
        #expect(summary(GradientStops(colors: [Self.red, Self.green, Self.blue], locations: nil))
            == [[0, 1, 0, 0, 1], [0.5, 0, 1, 0, 1], [1, 0, 0, 1, 1]])
        #expect(summary(GradientStops(colors: [Self.red], locations: nil)) == [[0, 1, 0, 0, 1]])
    }

    @Test("No colours, an empty array or an element that is not a CGColor: nothing to draw")
    func unusableColors() {
        #expect(GradientStops(colors: nil, locations: nil) == nil)
        #expect(GradientStops(colors: [], locations: [0.5]) == nil)
        #expect(GradientStops(colors: [Self.red, "blue"], locations: nil) == nil)
    }

    @Test("Locations out of order are sorted, equal ones keep their order (a hard edge)")
    func sorted() {
        let stops = GradientStops(colors: [Self.red, Self.green, Self.blue], locations: [0.8, 0.2, 0.2])
        #expect(summary(stops) == [[0.2, 0, 1, 0, 1], [0.2, 0, 0, 1, 1], [0.8, 1, 0, 0, 1]])
    }

    @Test("Fewer locations than colours: the next colour sits at 1 and the rest are unused; extra locations are unused")
    func wrongCount() {
        #expect(summary(GradientStops(colors: [Self.red, Self.green, Self.blue], locations: [0.25]))
            == [[0.25, 1, 0, 0, 1], [1, 0, 1, 0, 1]])
        #expect(summary(GradientStops(colors: [Self.red, Self.green], locations: [0.1, 0.2, 0.3]))
            == [[0.1, 1, 0, 0, 1], [0.2, 0, 1, 0, 1]])
    }

    @Test("A NaN or infinite location: the locations are ignored and the colours spread evenly")
    func nonFiniteLocations() {
        let even = summary(GradientStops(colors: [Self.red, Self.blue], locations: nil))
        #expect(summary(GradientStops(colors: [Self.red, Self.blue], locations: [0, NSNumber(value: Double.nan)])) == even)
        #expect(summary(GradientStops(colors: [Self.red, Self.blue], locations: [NSNumber(value: -Double.infinity), 1]))
            == even)
    }

    @Test("Stops beyond 0 and 1 give way to the colours interpolated at 0 and 1")
    func confinedToTheEndPoints() {
        // Red at −1, blue at 1: at 0 the colour is half-way. Green at 0.5 and blue at 2: at 1, a third of the way.
        #expect(summary(GradientStops(colors: [Self.red, Self.blue], locations: [-1, 1]))
            == [[0, 0.5, 0, 0.5, 1], [1, 0, 0, 1, 1]])
        let third = summary(GradientStops(colors: [Self.red, Self.green, Self.blue], locations: [0, 0.5, 2])) ?? []
        let expected: [[Double]] = [[0, 1, 0, 0, 1], [0.5, 0, 1, 0, 1], [1, 0, 2.0 / 3, 1.0 / 3, 1]]
        #expect(third.count == 3 && zip(third.joined(), expected.joined()).allSatisfy { abs($0 - $1) < 1e-12 })
        // All stops before the start: the last colour everywhere.
        #expect(summary(GradientStops(colors: [Self.red, Self.blue], locations: [-0.4, -0.2])) == [[0, 0, 0, 1, 1]])
    }

    @Test("Gray colours are read as RGB; the stops make a Core Graphics gradient")
    func grayAndGradient() {
        let stops = GradientStops(colors: [CGColor.clear, CGColor.white], locations: [0.0, 0.1])
        #expect(summary(stops) == [[0, 0, 0, 0, 0], [0.1, 1, 1, 1, 1]])
        #expect(stops?.gradient != nil)
        #expect(stops?.lastColor.components == [1, 1, 1, 1])
    }
}
