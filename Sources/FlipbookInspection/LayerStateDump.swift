import FlipbookCoreAnimation
import Foundation

/// A readable, stable text snapshot of a layer tree at one moment: every layer with its model values that differ
/// from its class's defaults, the presentation value of every animated property, and every attached animation — the
/// text a test compares with a text golden (`expectGoldenState`), and what to read when a frame surprises.
///
/// ```swift
/// let dump = try LayerStateDump(of: host, at: 0.5)
/// print(dump.text)
/// // t = 0.5 s
/// // CALayer root
/// //   bounds: (0, 0, 300, 200)
/// //   anchorPoint: (0, 0)
/// //     CALayer "card"
/// //       bounds: (0, 0, 50, 50)
/// //       position: (100, 100), presentation (150, 100)
/// //       animation "move": CABasicAnimation
/// //           keyPath: position.x
/// //           fromValue: 100
/// //           …
/// ```
///
/// The layout: a layer's line, then its properties and its animations two spaces deeper (an animation's attributes
/// four spaces deeper than its line), then its mask (`mask CAShapeLayer …`) and sublayers four spaces deeper than the
/// layer. A layer is named by its class and its `name` in quotes,
/// or its index path below the dumped layer (`CALayer 0.2`, the root `CALayer root`). Properties come in their
/// class's declaration order with Apple's key-value-coding keys (`hidden`, `doubleSided`): those whose value prints
/// differently from the class's `defaultValue(forKey:)` — Apple's documented defaults — and those an animation's key
/// path starts with, which also show `presentation <value>` at the dumped time. `name` is on the layer's line, and
/// `frame` (computed from `bounds`, `position`, `anchorPoint` and `transform`) is left out. Values print as their type
/// reads best (`(100, 100)`, `rgba(1, 0, 0, 1)`, `identity`), numbers with three decimals at most, so the text is the
/// same on every machine. Each animation lists its key (`(no key)` for `nil`), class, key path, values, timing and
/// whether its transaction has committed; groups list their animations nested. Values that are not part of a layer
/// class's declared properties (set with `setValue(_:forKey:)` under a key of your own) are not shown.
public struct LayerStateDump: Sendable, Equatable, CustomStringConvertible {
    /// The dump, one line per item, ending with a newline.
    public let text: String

    /// The dump's ``text``.
    public var description: String { text }

    /// The state of the host's whole layer tree at media time `time`: the host first runs until `time` (timers,
    /// display links, delayed blocks and animation callbacks fire on the way, as in ``LayerHost/run(until:)``), so
    /// the dump depends only on `time`.
    ///
    /// - Throws: ``InspectionError/invalidTime(_:)`` for a NaN or infinite time, ``InspectionError/timeInPast(requested:current:)``
    ///   for a time before the host's clock.
    public init(of host: LayerHost, at time: CFTimeInterval) throws(InspectionError) {
        try self.init(of: host.rootLayer, in: host, at: time)
    }

    /// The state of `layer` and its subtree, in `host`'s tree, at media time `time` (the host runs until then, as
    /// ``init(of:at:)`` says); index paths are relative to `layer`.
    ///
    /// - Throws: ``InspectionError/layerNotInHost`` when `layer` is not in the host's tree (a mask, which has no
    ///   superlayer, is dumped with the layer it masks), and what ``init(of:at:)`` throws.
    public init(of layer: CALayer, in host: LayerHost, at time: CFTimeInterval) throws(InspectionError) {
        guard time.isFinite else { throw .invalidTime(time) }
        guard time >= host.currentTime else { throw .timeInPast(requested: time, current: host.currentTime) }
        guard Self.isLayer(layer, inTreeOf: host.rootLayer) else { throw .layerNotInHost }
        host.run(until: time)
        text = host.perform {
            "t = \(NumberText.format(time)) s\n" + Self.lines(of: layer, presentation: layer.presentation() ?? layer)
        }
    }

    /// The state of a layer outside any host, and its subtree, as it is now: its animations as they show at the
    /// layer's current time (animations committed outside a host don't play, see `CATransaction`).
    public init(of layer: CALayer) {
        text = Self.lines(of: layer, presentation: layer.presentation() ?? layer)
    }

    private static func isLayer(_ layer: CALayer, inTreeOf root: CALayer) -> Bool {
        var current: CALayer? = layer
        while let candidate = current {
            if candidate === root { return true }
            current = candidate.superlayer
        }
        return false
    }

    private static func lines(of layer: CALayer, presentation: CALayer) -> String {
        var writer = LayerStateWriter()
        writer.write(layer, presentation: presentation, path: [], depth: 0, heading: "")
        return writer.text
    }
}

/// Writes the lines of a ``LayerStateDump``, remembering each layer class's default values.
private struct LayerStateWriter {
    private(set) var text = ""
    /// The printed default of every property, per layer class.
    private var defaults: [ObjectIdentifier: [String: String]] = [:]

    mutating func write(_ layer: CALayer, presentation: CALayer, path: [String], depth: Int, heading: String) {
        let indent = String(repeating: " ", count: depth * 4)
        text += indent + heading + LayerLabel.label(of: layer, path: path) + "\n"
        let attached = layer.attachedAnimations
        let animatedKeys = Set(attached.flatMap { AnimationStateLines.keyPaths(of: $0.animation) }
            .map { String($0.prefix { $0 != "." }) })
        let classDefaults = defaults(of: layer)
        for property in layer.propertyTable.descriptors where property.key != "frame" && property.key != "name" {
            let model = InspectedValue(property.read(layer)).text
            let isAnimated = animatedKeys.contains(property.key) || property.swiftName.map(animatedKeys.contains) == true
            guard isAnimated || model != classDefaults[property.key] else { continue }
            var line = indent + "  \(property.key): \(model)"
            if isAnimated { line += ", presentation " + InspectedValue(property.read(presentation)).text }
            text += line + "\n"
        }
        for entry in attached {
            text += AnimationStateLines(entry.animation, key: entry.key, isCommitted: entry.isCommitted).lines(indent: indent + "  ")
        }
        if let mask = layer.mask {
            write(mask, presentation: presentation.mask ?? mask, path: path + ["mask"], depth: depth + 1, heading: "mask ")
        }
        let presented = presentation.sublayers ?? []
        for (index, sublayer) in (layer.sublayers ?? []).enumerated() {
            write(sublayer, presentation: index < presented.count ? presented[index] : sublayer, path: path + [String(index)],
                  depth: depth + 1, heading: "")
        }
    }

    /// The printed defaults of `layer`'s class (`defaultValue(forKey:)` of every property), computed once per class.
    private mutating func defaults(of layer: CALayer) -> [String: String] {
        let id = ObjectIdentifier(type(of: layer))
        if let known = defaults[id] { return known }
        let layerClass = type(of: layer)
        var values: [String: String] = [:]
        for property in layer.propertyTable.descriptors {
            values[property.key] = InspectedValue(layerClass.defaultValue(forKey: property.key)).text
        }
        defaults[id] = values
        return values
    }
}
