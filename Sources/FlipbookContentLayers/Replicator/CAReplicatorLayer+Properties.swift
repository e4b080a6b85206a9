import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension CAReplicatorLayer: LayerPropertyDeclaring {
    /// `CAReplicatorLayer`'s properties, each declared once (see `LayerProperty`), with Apple's keys, defaults (one
    /// copy, no delay, the identity transform, opaque white, zero offsets, flattened) and "Animatable" marks
    /// (`CAReplicatorLayer.h`: every property but `preservesDepth`).
    struct Properties: Sendable {
        /// The declarations (the setters store through them).
        static let declared = Properties()

        let instanceCount = LayerProperty(
            "instanceCount", \CAReplicatorLayer.instanceCount,
            storage: .declared(default: 1), animation: .interpolated, coerce: Properties.count(from:))
        let preservesDepth = LayerProperty(
            "preservesDepth", \CAReplicatorLayer.preservesDepth,
            storage: .declared(default: false), animation: .none)
        let instanceDelay = LayerProperty(
            "instanceDelay", \CAReplicatorLayer.instanceDelay,
            storage: .declared(default: 0), animation: .interpolated)
        let instanceTransform = LayerProperty(
            "instanceTransform", \CAReplicatorLayer.instanceTransform,
            storage: .declared(default: CATransform3DIdentity), animation: .interpolated)
        let instanceColor = LayerProperty(
            "instanceColor", \CAReplicatorLayer.instanceColor,
            storage: .declared(default: .white), animation: .interpolated)
        let instanceRedOffset = LayerProperty(
            "instanceRedOffset", \CAReplicatorLayer.instanceRedOffset,
            storage: .declared(default: 0), animation: .interpolated)
        let instanceGreenOffset = LayerProperty(
            "instanceGreenOffset", \CAReplicatorLayer.instanceGreenOffset,
            storage: .declared(default: 0), animation: .interpolated)
        let instanceBlueOffset = LayerProperty(
            "instanceBlueOffset", \CAReplicatorLayer.instanceBlueOffset,
            storage: .declared(default: 0), animation: .interpolated)
        let instanceAlphaOffset = LayerProperty(
            "instanceAlphaOffset", \CAReplicatorLayer.instanceAlphaOffset,
            storage: .declared(default: 0), animation: .interpolated)

        /// A count as key-value coding and animations give it (`NSInteger` on Apple): any number, truncated toward
        /// zero (an animation half-way from 2 to 3 draws 2 copies); NaN reads as 0 and numbers beyond `Int`'s range
        /// as its nearest end. Anything else is ignored (`nil`).
        static func count(from value: Any?) -> Int? {
            if let count = value as? Int { return count }
            guard let number = Double.coerced(from: value) else { return nil }
            if number.isNaN { return 0 }
            if number >= Double(Int.max) { return .max }
            if number <= Double(Int.min) { return .min }
            return Int(number.rounded(.towardZero))
        }
    }

    /// `CALayer`'s properties followed by the replicator's.
    package static let layerProperties = CALayer.Properties.table.appending(declaredIn: Properties.declared,
                                                                          defaults: { CAReplicatorLayer() })
}
