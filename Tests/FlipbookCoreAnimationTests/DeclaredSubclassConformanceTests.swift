import FlipbookGraphics
import FlipbookLayerConformance
import Foundation
import Testing
import FlipbookCoreAnimation

/// A subclass whose properties are only declarations and accessors (`GaugeLayer`) passes the conformance checker:
/// the declarations alone give its properties their defaults, key-value coding, actions, animations and
/// presentation copies.
@Suite("A subclass of declarations and accessors conforms to its property table")
struct DeclaredSubclassConformanceTests {
    /// The gauge's defaults, as its declarations give them.
    static let checker = LayerConformanceChecker({ GaugeLayer() },
                                                 appleDefaults: ["needle": CGFloat(0.25), "lit": true])

    @Test("Defaults, key-value coding, presentation copies and animations of every property", arguments: checker.keys)
    func conforms(_ key: String) { Self.checker.check(key) }

    @Test("The table ends with the two declarations (needle animates implicitly, lit discretely); the class stores nothing")
    func table() {
        #expect(Array(Self.checker.keys.suffix(2)) == ["needle", "lit"])
        #expect(Self.checker.implicitlyAnimatedKeys.last == "needle")
        #expect(Self.checker.animatableKeys.suffix(2) == ["needle", "lit"])
        #expect(GaugeLayer().value(forKey: "isLit") as? Bool == true)
        #expect(Mirror(reflecting: GaugeLayer()).children.isEmpty, "GaugeLayer stores nothing of its own")
    }

    @Test("Copies share the model's values until one side changes; each layer's values are its own")
    func copiesAreIndependent() {
        let model = GaugeLayer()
        model.needle = 0.75
        let copy = GaugeLayer(layer: model)
        model.isLit = false
        copy.needle = 0.5
        #expect(model.needle == 0.75 && !model.isLit)
        #expect(copy.needle == 0.5 && copy.isLit)
        #expect(GaugeLayer().needle == 0.25)
    }
}
