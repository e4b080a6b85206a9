import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension CAEmitterLayer: LayerPropertyDeclaring {
    /// `CAEmitterLayer`'s properties, each declared once (see `LayerProperty`), with Apple's keys, defaults (no
    /// cells; rate, lifetime, velocity, scale and spin multipliers 1; a point shape at (0, 0, 0) of size 0 in volume
    /// mode; unordered rendering; seed 0) and "Animatable" marks (the multipliers and the shape's position and size).
    struct Properties: Sendable {
        /// The declarations (the setters store through them).
        static let declared = Properties()

        let emitterCells = LayerProperty(
            "emitterCells", \CAEmitterLayer.emitterCells, storage: .declared(default: nil), animation: .none,
            coerce: { value in value == nil ? .some(nil) : (value as? [CAEmitterCell]).map { .some($0) } })
        let birthRate = LayerProperty(
            "birthRate", \CAEmitterLayer.birthRate, storage: .declared(default: 1), animation: .interpolated)
        let lifetime = LayerProperty(
            "lifetime", \CAEmitterLayer.lifetime, storage: .declared(default: 1), animation: .interpolated)
        let emitterPosition = LayerProperty(
            "emitterPosition", \CAEmitterLayer.emitterPosition, storage: .declared(default: .zero),
            animation: .interpolated)
        let emitterZPosition = LayerProperty(
            "emitterZPosition", \CAEmitterLayer.emitterZPosition, storage: .declared(default: 0),
            animation: .interpolated)
        let emitterSize = LayerProperty(
            "emitterSize", \CAEmitterLayer.emitterSize, storage: .declared(default: .zero), animation: .interpolated)
        let emitterDepth = LayerProperty(
            "emitterDepth", \CAEmitterLayer.emitterDepth, storage: .declared(default: 0), animation: .interpolated)
        let emitterShape = LayerProperty(
            "emitterShape", \CAEmitterLayer.emitterShape, storage: .declared(default: .point), animation: .none)
        let emitterMode = LayerProperty(
            "emitterMode", \CAEmitterLayer.emitterMode, storage: .declared(default: .volume), animation: .none)
        let renderMode = LayerProperty(
            "renderMode", \CAEmitterLayer.renderMode, storage: .declared(default: .unordered), animation: .none)
        let preservesDepth = LayerProperty(
            "preservesDepth", \CAEmitterLayer.preservesDepth, storage: .declared(default: false), animation: .none)
        let velocity = LayerProperty(
            "velocity", \CAEmitterLayer.velocity, storage: .declared(default: 1), animation: .interpolated)
        let scale = LayerProperty(
            "scale", \CAEmitterLayer.scale, storage: .declared(default: 1), animation: .interpolated)
        let spin = LayerProperty(
            "spin", \CAEmitterLayer.spin, storage: .declared(default: 1), animation: .interpolated)
        let seed = LayerProperty(
            "seed", \CAEmitterLayer.seed, storage: .declared(default: 0), animation: .none,
            coerce: { value in
                if let seed = value as? UInt32 { return seed }
                guard let number = (value as? NSNumber)?.doubleValue ?? (value as? Int).map(Double.init),
                      number.isFinite, number >= 0, number <= Double(UInt32.max) else { return nil }
                return UInt32(number)
            })
    }

    /// `CALayer`'s properties followed by the emitter properties.
    package static let layerProperties = CALayer.Properties.table.appending(declaredIn: Properties.declared,
                                                                          defaults: { CAEmitterLayer() })
}
