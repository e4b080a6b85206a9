import FlipbookCoreAnimation

/// How a `CAEmitterLayer` composites its particles: the first four in an order, with source-over; `additive` adds
/// them up.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name (`"unordered"`, `"additive"`, …).
    public let rawValue: String

    /// A mode from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Source-over, cell by cell in the order of `emitterCells`, each cell's particles oldest first. The default.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Source-over, the oldest particles first (the youngest on top).
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Source-over, the youngest particles first (the oldest on top).
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Source-over, sorted by depth: the farthest (smallest z) first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Additive compositing (plus-lighter): overlapping particles add up, saturating at white.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

extension CAEmitterLayerRenderMode: LayerPropertyValue {}
