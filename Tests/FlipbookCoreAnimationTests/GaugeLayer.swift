import FlipbookCoreAnimation
import Foundation

/// A test-only layer class with two properties of its own, written as every subclass's properties are: one declaration
/// each (key, default, animation, display) and the public accessor, nothing else — no stored field, no initialiser,
/// no `init(layer:)` copying (see `DeclaredSubclassConformanceTests`).
final class GaugeLayer: CALayer, LayerPropertyDeclaring {
    struct Properties {
        static let declared = Properties()
        let needle = LayerProperty("needle", \GaugeLayer.needle, storage: .declared(default: 0.25),
                                   animation: .interpolated, needsDisplay: true)
        let isLit = LayerProperty("lit", swiftName: "isLit", \GaugeLayer.isLit, storage: .declared(default: true),
                                  animation: .discrete)
    }

    /// `CALayer`'s properties followed by the gauge's.
    static let layerProperties = CALayer.Properties.table.appending(declaredIn: Properties.declared,
                                                                      defaults: { GaugeLayer() })

    /// The needle's level, 0…1. Default 0.25. Animatable.
    var needle: CGFloat {
        get { self[Properties.declared.needle] }
        set { update(Properties.declared.needle, newValue) }
    }

    /// Whether the gauge's lamp is on. Default `true`. Animatable (discretely).
    var isLit: Bool {
        get { self[Properties.declared.isLit] }
        set { update(Properties.declared.isLit, newValue) }
    }
}
