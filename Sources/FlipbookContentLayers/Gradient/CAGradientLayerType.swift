import FlipbookCoreAnimation

/// The kind of gradient a `CAGradientLayer` draws, named by Core Animation's strings.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's Core Animation name (`"axial"`, `"radial"`, `"conic"`).
    public let rawValue: String

    /// A type from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Colours vary along the line from `startPoint` (first stop) to `endPoint` (last stop) and are constant
    /// across it. The default.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours vary outwards from `startPoint` (first stop) to the edge of an ellipse centred there whose half-width
    /// and half-height are `endPoint.x − startPoint.x` and `endPoint.y − startPoint.y` (last stop).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours vary around `startPoint`: the first stop lies along the direction of `endPoint`, and the stops follow
    /// in the direction that turns the positive x axis towards the positive y axis (clockwise on the y-down
    /// screen), the last one after a full turn.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

extension CAGradientLayerType: LayerPropertyValue {}
