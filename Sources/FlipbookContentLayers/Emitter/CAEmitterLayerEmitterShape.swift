import FlipbookCoreAnimation

/// The shape a `CAEmitterLayer` emits its particles from, centred on `emitterPosition` (and `emitterZPosition`)
/// and sized by `emitterSize` (and `emitterDepth`); `emitterMode` says which part of the shape.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The shape's Core Animation name (`"point"`, `"line"`, …).
    public let rawValue: String

    /// A shape from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A single point at the emitter position. The default.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long, centred on the emitter position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize`, centred on the emitter position.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` and `emitterDepth`, centred on the emitter position.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width`, centred on the emitter position.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of radius `emitterSize.width`, centred on the emitter position.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

extension CAEmitterLayerEmitterShape: LayerPropertyValue {}
