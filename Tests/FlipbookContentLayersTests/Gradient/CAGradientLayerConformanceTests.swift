import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookLayerConformance
import Foundation
import Testing
@testable import FlipbookContentLayers

/// `CAGradientLayer` against its property table (`CALayer`'s properties and the gradient properties), key by key.
@Suite("CAGradientLayer conforms to its property table")
struct CAGradientLayerConformanceTests {
    /// Apple's documented defaults of the gradient properties, and samples of the arrays and types.
    static let checker = LayerConformanceChecker(
        { CAGradientLayer() },
        appleDefaults: [
            "colors": nil, "locations": nil, "startPoint": CGPoint(x: 0.5, y: 0), "endPoint": CGPoint(x: 0.5, y: 1),
            "type": CAGradientLayerType.axial,
        ],
        samples: [
            "colors": LayerPropertySamples(
                [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as [Any],
                [CGColor(red: 0, green: 1, blue: 0, alpha: 0.5), CGColor(red: 1, green: 1, blue: 1, alpha: 1)] as [Any]),
            "locations": LayerPropertySamples([0.0, 0.1, 0.2] as [NSNumber], [0.8, 0.9, 1.0] as [NSNumber]),
            "type": LayerPropertySamples(CAGradientLayerType.radial, CAGradientLayerType.conic),
        ])

    @Test("Defaults, key-value coding, presentation copies and animations of every property", arguments: checker.keys)
    func conforms(_ key: String) { Self.checker.check(key) }

    @Test("colors, locations, startPoint and endPoint animate implicitly; type does not animate")
    func table() {
        let gradientKeys = ["colors", "locations", "startPoint", "endPoint", "type"]
        #expect(Array(Self.checker.keys.suffix(gradientKeys.count)) == gradientKeys)
        #expect(Set(Self.checker.implicitlyAnimatedKeys).intersection(gradientKeys)
            == ["colors", "locations", "startPoint", "endPoint"])
        #expect(!Self.checker.animatableKeys.contains("type"))
    }

    @Test("Type constants carry Core Animation's names; an unknown name reads back unchanged")
    func typeNames() {
        #expect([CAGradientLayerType.axial, .radial, .conic].map(\.rawValue) == ["axial", "radial", "conic"])
        let layer = CAGradientLayer()
        layer.setValue("conic", forKey: "type")
        #expect(layer.type == .conic)
        layer.setValue("spiral", forKey: "type")
        #expect(layer.type.rawValue == "spiral")
    }

    @Test("Locations set by key-value coding as Swift numbers read back as NSNumbers; non-numbers are ignored")
    func locationCoercion() {
        let layer = CAGradientLayer()
        layer.setValue([0.25, 0.75] as [Double], forKey: "locations")
        #expect(layer.locations?.map(\.doubleValue) == [0.25, 0.75])
        layer.setValue([0.5, "middle"] as [Any], forKey: "locations")
        #expect(layer.locations?.map(\.doubleValue) == [0.25, 0.75])
        layer.setValue(nil, forKey: "locations")
        #expect(layer.locations == nil)
    }
}
