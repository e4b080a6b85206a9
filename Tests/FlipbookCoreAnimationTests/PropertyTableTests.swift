import Foundation
import Testing
import FlipbookGraphics
@testable import FlipbookCoreAnimation

/// The property table: lookup, slots made from the declarations, and a subclass appending its own properties
/// (`GaugeLayer`).
@Suite("Property table")
struct PropertyTableTests {
    @Test("Keys and Swift names find the same declaration; a subclass table keeps CALayer's properties")
    func lookup() {
        let table = CALayer.Properties.table
        #expect(table["hidden"] === table["isHidden"])
        #expect(table["doubleSided"]?.swiftName == "isDoubleSided")
        #expect(table["noSuchKey"] == nil)
        #expect(GaugeLayer.propertyTable["needle"] != nil && GaugeLayer.propertyTable["position"] === table["position"])
        #expect(CALayer.propertyTable["needle"] == nil)
        #expect(GaugeLayer.defaultValue(forKey: "needle") as? CGFloat == 0.25)
        #expect(GaugeLayer.needsDisplay(forKey: "needle") && !GaugeLayer.needsDisplay(forKey: "position"))
    }

    @Test("A later declaration with the same key replaces the earlier one")
    func replacement() {
        let needle = GaugeLayer.Properties.declared.needle.descriptor
        let table = CALayer.Properties.table.appending([needle], defaults: { CALayer() })
        let again = table.appending([needle], defaults: { CALayer() })
        #expect(again.descriptors.count == table.descriptors.count)
        #expect(GaugeLayer.propertyTable.descriptors.suffix(2).first === needle)
    }

    @Test("Component key paths of any vector or transform property animate on the typed path",
          arguments: [("shadowOffset.height", 3.0, 13.0), ("bounds.origin.x", 0.0, 20.0),
                      ("contentsRect.size.width", 1.0, 0.5), ("anchorPoint.y", 0.5, 1.0),
                      ("sublayerTransform.translation.x", 0.0, 40.0), ("needle", 0.25, 0.75)])
    func componentSlots(_ keyPath: String, _ from: Double, _ to: Double) throws {
        let layer = GaugeLayer()
        let path = LayerKeyPath(keyPath)
        let slot = try #require(path.slot(on: layer))
        #expect(slot.shape == .number)
        let host = LayerHost()
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.addSublayer(layer)
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            layer.add(animation, forKey: "move")
        }
        let mid = try #require(sample(host, at: 0.5) { layer.presentation()?.value(forKeyPath: keyPath) as? CGFloat })
        #expect(isClose(Double(mid), (from + to) / 2, 1e-9))
    }

    @Test("Paths that name no component of the value have no slot")
    func noSlot() {
        let layer = CALayer()
        for keyPath in ["position.z", "bounds.size.depth", "transform.skew", "backgroundColor", "name", "custom.x"] {
            #expect(LayerKeyPath(keyPath).slot(on: layer) == nil, "\(keyPath)")
        }
    }

    @Test("Changing a declared property of a subclass marks it for display and, in a host, animates implicitly")
    func subclassProperty() {
        let standalone = GaugeLayer()
        standalone.needle = 0.5
        #expect(standalone.needsDisplay() && standalone.value(forKey: "needle") as? CGFloat == 0.5)
        let host = LayerHost()
        let layer = GaugeLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.addSublayer(layer)
        }
        host.perform { layer.needle = 1 }
        #expect(layer.animationKeys() == ["needle"])
        #expect(isClose(Double(sample(host, at: 0.125) { layer.presentation()!.needle }),
                        0.25 + 0.75 * CAMediaTimingFunction(name: .default).evaluate(0.5), 1e-9))
    }
}
