import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing

/// Checks that a layer class behaves as its property table declares, key by key, for a parameterized Swift Testing
/// test:
///
/// ```swift
/// static let checker = LayerConformanceChecker({ CALayer() }, appleDefaults: [...])
///
/// @Test(arguments: checker.keys) func conforms(_ key: String) { Self.checker.check(key) }
/// ```
///
/// Each check records its failures with `#expect` at the caller's source location. Sample values come from the
/// property's value type (see `LayerPropertySamples`); a class gives samples for the types only it has.
package struct LayerConformanceChecker: Sendable {
    /// The checked class.
    package let layerClass: CALayer.Type
    private let makeLayer: @Sendable () -> CALayer
    private let appleDefaults: [String: LayerPropertySamples]
    private let givenSamples: [String: LayerPropertySamples]

    /// A checker of the class of the layers `makeLayer` makes (new layers with their defaults), whose properties
    /// default to `appleDefaults` (the values Apple documents, by key; keys not listed are checked only for
    /// agreement with `defaultValue(forKey:)`), with `samples` for the keys whose value type
    /// `LayerPropertySamples.derived(for:)` does not know.
    package init(_ makeLayer: @escaping @Sendable () -> CALayer, appleDefaults: [String: Any?] = [:],
                 samples: [String: LayerPropertySamples] = [:]) {
        self.makeLayer = makeLayer
        self.layerClass = type(of: makeLayer())
        self.appleDefaults = appleDefaults.mapValues { LayerPropertySamples($0, $0) }
        self.givenSamples = samples
    }

    /// Every property key of the class, in declaration order.
    package var keys: [String] { layerClass.propertyTable.descriptors.map(\.key) }

    /// The keys of the properties that animate implicitly.
    package var implicitlyAnimatedKeys: [String] {
        layerClass.propertyTable.descriptors.filter(\.animation.isImplicit).map(\.key)
    }

    /// The keys of the animatable properties (interpolated or discrete).
    package var animatableKeys: [String] {
        layerClass.propertyTable.descriptors.filter { $0.animation != .none }.map(\.key)
    }

    // MARK: Checks

    /// Every check that applies to `key`: its default, key-value coding, presentation copies, and for an animatable
    /// property its explicit animation and (when it animates implicitly) its implicit animation.
    package func check(_ key: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let animation = layerClass.propertyTable[key]?.animation else {
            Issue.record("\(layerClass) has no property \(key)", sourceLocation: sourceLocation)
            return
        }
        checkDefault(key, sourceLocation: sourceLocation)
        checkKeyValueCoding(key, sourceLocation: sourceLocation)
        checkPresentationCopyIndependence(key, sourceLocation: sourceLocation)
        if animation != .none { checkExplicitAnimation(key, sourceLocation: sourceLocation) }
        if animation.isImplicit { checkImplicitAnimation(key, sourceLocation: sourceLocation) }
    }

    /// A new layer reads Apple's default for `key`, and `defaultValue(forKey:)` agrees.
    package func checkDefault(_ key: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let fresh = makeLayer().value(forKey: key)
        #expect(LayerValueComparison.isEqual(fresh, layerClass.defaultValue(forKey: key)),
                "\(key): defaultValue(forKey:) disagrees with a new layer", sourceLocation: sourceLocation)
        if let expected = appleDefaults[key] {
            #expect(LayerValueComparison.isEqual(fresh, expected.first),
                    "\(key): default \(String(describing: fresh)), Apple's \(String(describing: expected.first))",
                    sourceLocation: sourceLocation)
        }
    }

    /// Key-value coding sets and reads `key` (and its Swift name), a value of the wrong type leaves it unchanged, and
    /// `setValue(_:forKeyPath:)` reaches it.
    package func checkKeyValueCoding(_ key: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (property, samples) = resolve(key, sourceLocation) else { return }
        let layer = makeLayer()
        layer.setValue(samples.first, forKey: key)
        #expect(LayerValueComparison.isEqual(layer.value(forKey: key), samples.first),
                "\(key): setValue(_:forKey:) then value(forKey:)", sourceLocation: sourceLocation)
        layer.setValue(samples.second, forKeyPath: key)
        #expect(LayerValueComparison.isEqual(layer.value(forKeyPath: key), samples.second),
                "\(key): setValue(_:forKeyPath:) then value(forKeyPath:)", sourceLocation: sourceLocation)
        if let swiftName = property.swiftName {
            layer.setValue(samples.first, forKey: swiftName)
            #expect(LayerValueComparison.isEqual(layer.value(forKey: swiftName), samples.first),
                    "\(key): the Swift name \(swiftName)", sourceLocation: sourceLocation)
        }
        guard !(property.valueType is Any?.Type || property.valueType is AnyObject?.Type) else { return }
        let before = layer.value(forKey: key)
        layer.setValue(WrongType(), forKey: key)
        #expect(LayerValueComparison.isEqual(layer.value(forKey: key), before),
                "\(key): a value of the wrong type is not ignored", sourceLocation: sourceLocation)
    }

    /// Inside a host, changing `key` adds its implicit animation (listed by `animationKeys()`), and half-way
    /// through the presentation shows a value between the old and the new one.
    package func checkImplicitAnimation(_ key: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (_, samples) = resolve(key, sourceLocation) else { return }
        let (host, layer) = makeHostedLayer(key, samples.first)
        host.perform {
            CATransaction.setAnimationDuration(1)
            layer.setValue(samples.second, forKey: key)
        }
        #expect(layer.animationKeys()?.contains(key) == true, "\(key): no implicit animation",
                sourceLocation: sourceLocation)
        host.run(until: 0.5)
        let presented = host.perform { layer.presentation()?.value(forKey: key) }
        #expect(!LayerValueComparison.isEqual(presented, samples.first) && !LayerValueComparison.isEqual(presented, samples.second),
                "\(key): the presentation does not move (\(String(describing: presented)))", sourceLocation: sourceLocation)
        #expect(LayerValueComparison.isEqual(layer.value(forKey: key), samples.second),
                "\(key): the model does not hold the new value", sourceLocation: sourceLocation)
    }

    /// A presentation copy (`init(layer:)`, and `presentation()` in a host) carries `key`'s value, and changing the
    /// copy or the model afterwards does not change the other. A layer-valued property (`mask`) is part of the
    /// layer tree: `presentation()` carries it as the presentation layer of the model's value, `init(layer:)` not.
    package func checkPresentationCopyIndependence(_ key: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (property, samples) = resolve(key, sourceLocation) else { return }
        if !(property.valueType is CALayer?.Type) { checkCopy(key, samples, sourceLocation) }
        checkPresentation(key, samples, sourceLocation)
    }

    /// `init(layer:)` copies `key`'s value, and changing the copy leaves the model unchanged.
    private func checkCopy(_ key: String, _ samples: LayerPropertySamples, _ sourceLocation: SourceLocation) {
        let model = makeLayer()
        model.setValue(samples.first, forKey: key)
        let copy = layerClass.init(layer: model)
        #expect(LayerValueComparison.isEqual(copy.value(forKey: key), samples.first), "\(key): the copy lacks the value",
                sourceLocation: sourceLocation)
        copy.setValue(samples.second, forKey: key)
        #expect(LayerValueComparison.isEqual(model.value(forKey: key), samples.first), "\(key): changing the copy changed the model",
                sourceLocation: sourceLocation)
    }

    /// `presentation()` in a host carries `key`'s value, and a later change of the model leaves it unchanged.
    private func checkPresentation(_ key: String, _ samples: LayerPropertySamples, _ sourceLocation: SourceLocation) {
        let (host, layer) = makeHostedLayer(key, samples.first)
        let presentation = host.perform { layer.presentation() }
        #expect(LayerValueComparison.isEqual(presentation?.value(forKey: key), samples.first),
                "\(key): the presentation layer lacks the value", sourceLocation: sourceLocation)
        host.perform {
            CATransaction.setDisableActions(true)
            layer.setValue(samples.second, forKey: key)
        }
        _ = host.perform { layer.presentation() }
        #expect(LayerValueComparison.isEqual(presentation?.value(forKey: key), samples.first),
                "\(key): changing the model changed an earlier presentation layer", sourceLocation: sourceLocation)
    }

    /// A linear `CABasicAnimation` of `key` from one value to another shows, half-way through, their interpolation
    /// (an interpolated property) or, a quarter and three quarters through, the first and then the second value
    /// (a discrete one).
    package func checkExplicitAnimation(_ key: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (property, samples) = resolve(key, sourceLocation) else { return }
        let (host, layer) = makeHostedLayer(key, samples.first)
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = samples.first
        animation.toValue = samples.second
        animation.duration = 1
        host.perform { layer.add(animation, forKey: "conformance") }
        if property.animation.interpolates {
            host.run(until: 0.5)
            let presented = host.perform { layer.presentation()?.value(forKey: key) }
            #expect(LayerValueComparison.isInterpolation(presented, of: samples.first, samples.second, at: 0.5),
                    "\(key): half-way value \(String(describing: presented))", sourceLocation: sourceLocation)
        } else {
            host.run(until: 0.25)
            let early = host.perform { layer.presentation()?.value(forKey: key) }
            host.run(until: 0.75)
            let late = host.perform { layer.presentation()?.value(forKey: key) }
            #expect(LayerValueComparison.isEqual(early, samples.first) && LayerValueComparison.isEqual(late, samples.second),
                    "\(key): discrete values \(String(describing: early)), \(String(describing: late))",
                    sourceLocation: sourceLocation)
        }
    }

    // MARK: Support

    private struct WrongType {}

    private func resolve(_ key: String, _ sourceLocation: SourceLocation)
        -> (property: LayerPropertyDescriptor, samples: LayerPropertySamples)? {
        guard let property = layerClass.propertyTable[key] else {
            Issue.record("\(layerClass) has no property \(key)", sourceLocation: sourceLocation)
            return nil
        }
        guard let samples = givenSamples[key] ?? LayerPropertySamples.derived(for: property.valueType) else {
            Issue.record("\(key): no sample values for \(property.valueType)", sourceLocation: sourceLocation)
            return nil
        }
        return (property, samples)
    }

    /// A host with a layer of the class holding `value` at `key`, attached and committed at time 0.
    private func makeHostedLayer(_ key: String, _ value: Any?) -> (LayerHost, CALayer) {
        let host = LayerHost()
        let layer = makeLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.setValue(value, forKey: key)
            host.rootLayer.addSublayer(layer)
        }
        return (host, layer)
    }
}
