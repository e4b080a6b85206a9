import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// One key-value-coded property of `CAEmitterCell`: its key (and Swift name), how key-value coding reads it and
/// writes it (a value of the wrong type is refused).
struct EmitterCellProperty: @unchecked Sendable {
    let key: String
    let swiftName: String?
    let read: (CAEmitterCell) -> Any?
    /// Sets the value; `false` (and nothing set) for a value of the wrong type.
    let write: (CAEmitterCell, Any?) -> Bool

    /// A property whose values key-value coding reads as `Value` does (numbers, structures, strings).
    init<Value: LayerPropertyValue>(_ key: String, swiftName: String? = nil,
                                    _ accessor: ReferenceWritableKeyPath<CAEmitterCell, Value>) {
        self.init(key, swiftName: swiftName, accessor, read: { $0 }, coerce: Value.coerced(from:))
    }

    /// A property of an optional value, read as `nil` when unset.
    init<Wrapped>(_ key: String, _ accessor: ReferenceWritableKeyPath<CAEmitterCell, Wrapped?>,
                  coerce: @escaping (Any) -> Wrapped?) {
        self.init(key, swiftName: nil, accessor, read: { $0.map { $0 as Any } }, coerce: { value in
            guard let value else { return .some(nil) }
            return coerce(value).map { .some($0) }
        })
    }

    private init<Value>(_ key: String, swiftName: String?, _ accessor: ReferenceWritableKeyPath<CAEmitterCell, Value>,
                        read box: @escaping (Value) -> Any?, coerce: @escaping (Any?) -> Value?) {
        self.key = key
        self.swiftName = swiftName
        read = { box($0[keyPath: accessor]) }
        write = { cell, value in
            guard let value = coerce(value) else { return false }
            cell[keyPath: accessor] = value
            return true
        }
    }
}

extension CAEmitterCell {
    /// The declared properties, with Apple's keys, in the header's order (media timing last).
    static let properties: [EmitterCellProperty] = [
        EmitterCellProperty("name", \.name, coerce: { ($0 as? String) ?? ($0 as? NSString).map { $0 as String } }),
        EmitterCellProperty("enabled", swiftName: "isEnabled", \.isEnabled),
        EmitterCellProperty("birthRate", \.birthRate),
        EmitterCellProperty("lifetime", \.lifetime),
        EmitterCellProperty("lifetimeRange", \.lifetimeRange),
        EmitterCellProperty("emissionLatitude", \.emissionLatitude),
        EmitterCellProperty("emissionLongitude", \.emissionLongitude),
        EmitterCellProperty("emissionRange", \.emissionRange),
        EmitterCellProperty("velocity", \.velocity),
        EmitterCellProperty("velocityRange", \.velocityRange),
        EmitterCellProperty("xAcceleration", \.xAcceleration),
        EmitterCellProperty("yAcceleration", \.yAcceleration),
        EmitterCellProperty("zAcceleration", \.zAcceleration),
        EmitterCellProperty("scale", \.scale),
        EmitterCellProperty("scaleRange", \.scaleRange),
        EmitterCellProperty("scaleSpeed", \.scaleSpeed),
        EmitterCellProperty("spin", \.spin),
        EmitterCellProperty("spinRange", \.spinRange),
        EmitterCellProperty("color", \.color, coerce: { CGColor.coerced(from: $0) }),
        EmitterCellProperty("redRange", \.redRange),
        EmitterCellProperty("greenRange", \.greenRange),
        EmitterCellProperty("blueRange", \.blueRange),
        EmitterCellProperty("alphaRange", \.alphaRange),
        EmitterCellProperty("redSpeed", \.redSpeed),
        EmitterCellProperty("greenSpeed", \.greenSpeed),
        EmitterCellProperty("blueSpeed", \.blueSpeed),
        EmitterCellProperty("alphaSpeed", \.alphaSpeed),
        EmitterCellProperty("contents", \.contents, coerce: { $0 }),
        EmitterCellProperty("contentsRect", \.contentsRect),
        EmitterCellProperty("contentsScale", \.contentsScale),
        EmitterCellProperty("minificationFilter", \.minificationFilter),
        EmitterCellProperty("magnificationFilter", \.magnificationFilter),
        EmitterCellProperty("minificationFilterBias", \.minificationFilterBias),
        EmitterCellProperty("emitterCells", \.emitterCells, coerce: { $0 as? [CAEmitterCell] }),
        EmitterCellProperty("style", \.style, coerce: { $0 as? [AnyHashable: Any] }),
        EmitterCellProperty("beginTime", \.beginTime),
        EmitterCellProperty("duration", \.duration),
        EmitterCellProperty("speed", \.speed),
        EmitterCellProperty("timeOffset", \.timeOffset),
        EmitterCellProperty("repeatCount", \.repeatCount),
        EmitterCellProperty("repeatDuration", \.repeatDuration),
        EmitterCellProperty("autoreverses", \.autoreverses),
        EmitterCellProperty("fillMode", \.fillMode),
    ]

    /// The properties by key and by Swift name.
    private static let propertiesByName: [String: EmitterCellProperty] = {
        var byName: [String: EmitterCellProperty] = [:]
        for property in properties {
            byName[property.key] = property
            if let swiftName = property.swiftName { byName[swiftName] = property }
        }
        return byName
    }()

    /// The property named `key` (its key or its Swift name), or `nil`.
    static func property(_ key: String) -> EmitterCellProperty? {
        propertiesByName[key]
    }
}
