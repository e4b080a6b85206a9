import FlipbookCoreAnimation

/// Which part of a `CAEmitterLayer`'s emitter shape its particles are born on.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name (`"points"`, `"outline"`, …).
    public let rawValue: String

    /// A mode from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The shape's corner points (a point's point, a line's two ends, a rectangle's four corners, a cuboid's
    /// eight; the centre of a circle or sphere).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's outline (a line, a rectangle's perimeter, a cuboid's twelve edges, a circle's circumference, a
    /// sphere's surface).
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The shape's surface (a rectangle's or circle's area, a cuboid's six faces, a sphere's surface).
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere within the shape (a cuboid's or sphere's inside; the area of flat shapes). The default.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

extension CAEmitterLayerEmitterMode: LayerPropertyValue {}
