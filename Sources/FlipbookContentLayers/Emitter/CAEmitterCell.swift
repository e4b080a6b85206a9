import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// The definition of one kind of particle a `CAEmitterLayer` emits: how many per second, for how long, in which
/// direction and how fast, and how each looks over its life. Not a layer: an object with key-value coding
/// (`value(forKey:)`/`setValue(_:forKey:)`, keys as Apple's, see `CAEmitterCell+Properties.swift`) and media
/// timing, as Apple's `CAEmitterCell`.
///
/// Defaults as Apple's header gives them: every number 0 except `scale` 1, `contentsScale` 1 and `speed` 1;
/// `color` opaque white, `contentsRect` the unit rectangle, filters `"linear"`, `isEnabled` true, everything else
/// `nil`. For a value with a range R about its mean M, each particle draws its own uniformly from
/// [M − R/2, M + R/2] (see `CAEmitterLayer.seed`).
///
/// Timing: the cell emits from `beginTime` (in its parent's time: the emitter layer's for a top-level cell, the
/// emitting particle's age for a sub-cell), for `duration` × `repeatCount` (or `repeatDuration`) seconds, forever
/// when `duration` is 0; `speed` multiplies its clock (particles born and ageing on it) and `timeOffset` moves it
/// on. `autoreverses` and `fillMode` have no effect on emission.
///
/// A key path through the layer (`emitterCells.fire.birthRate`) sets or animates a value of the cell named
/// `fire`: the layer then holds a copy of the cell with the new value (the cell object set earlier is not
/// changed); a value changed directly on a cell the layer holds shows at the next frame.
open class CAEmitterCell: CAMediaTiming {
    // MARK: Identity

    /// The cell's name, which key paths use (`emitterCells.<name>.<key>`). Default `nil`.
    open var name: String?
    /// Whether the cell emits and draws particles. Default `true`.
    open var isEnabled = true

    // MARK: Emission

    /// Particles created per second (multiplied by the layer's `birthRate`; for a sub-cell, per emitting particle).
    /// Default 0. Animatable.
    open var birthRate: Float = 0
    /// Each particle's lifetime in seconds, mean (multiplied by the layer's `lifetime`). Default 0. Animatable.
    open var lifetime: Float = 0
    /// The range of lifetimes about `lifetime`. Default 0. Animatable.
    open var lifetimeRange: Float = 0
    /// The emission direction's tilt out of the layer's plane toward +z, in radians (0: in the plane, the shape's
    /// direction, as Apple's header says of both angles). Default 0. Animatable.
    open var emissionLatitude: CGFloat = 0
    /// The emission direction's angle in the xy plane, in radians, from the emitter shape's natural direction
    /// (+x for most shapes: π/2 points down the screen; see `EmissionShape.naturalDirection(at:)`), or from the
    /// emitting particle's direction of motion for a sub-cell. Default 0. Animatable.
    open var emissionLongitude: CGFloat = 0
    /// The full angle of the cone around the emission direction in which particles are uniformly spread, in
    /// radians. Default 0. Animatable.
    open var emissionRange: CGFloat = 0
    /// The initial speed in points per second, mean (multiplied by the layer's `velocity`; negative speeds move
    /// against the emission direction). Default 0. Animatable.
    open var velocity: CGFloat = 0
    /// The range of speeds about `velocity`. Default 0. Animatable.
    open var velocityRange: CGFloat = 0
    /// The acceleration along x, in points per second². Default 0. Animatable.
    open var xAcceleration: CGFloat = 0
    /// The acceleration along y (positive: down the screen), in points per second². Default 0. Animatable.
    open var yAcceleration: CGFloat = 0
    /// The acceleration along z, in points per second². Default 0. Animatable.
    open var zAcceleration: CGFloat = 0

    // MARK: Size and rotation

    /// The particle's scale at birth, mean (multiplied by the layer's `scale`; a negative scale draws the image
    /// turned half a turn). Default 1. Animatable.
    open var scale: CGFloat = 1
    /// The range of scales about `scale`. Default 0. Animatable.
    open var scaleRange: CGFloat = 0
    /// The change of scale per second of age. Default 0. Animatable.
    open var scaleSpeed: CGFloat = 0
    /// The rotation speed in radians per second, mean (multiplied by the layer's `spin`). Default 0. Animatable.
    open var spin: CGFloat = 0
    /// The range of rotation speeds about `spin`. Default 0. Animatable.
    open var spinRange: CGFloat = 0

    // MARK: Colour

    /// The colour the contents are multiplied by, mean. Default opaque white. Animatable.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The range of red about the colour's. Default 0. Animatable.
    open var redRange: Float = 0
    /// The range of green about the colour's. Default 0. Animatable.
    open var greenRange: Float = 0
    /// The range of blue about the colour's. Default 0. Animatable.
    open var blueRange: Float = 0
    /// The range of alpha about the colour's. Default 0. Animatable.
    open var alphaRange: Float = 0
    /// The change of red per second of age (components stay within 0…1). Default 0. Animatable.
    open var redSpeed: Float = 0
    /// The change of green per second of age. Default 0. Animatable.
    open var greenSpeed: Float = 0
    /// The change of blue per second of age. Default 0. Animatable.
    open var blueSpeed: Float = 0
    /// The change of alpha per second of age. Default 0. Animatable.
    open var alphaSpeed: Float = 0

    // MARK: Contents

    /// The particle's image, a `CGImage` (anything else draws nothing). Default `nil`. Animatable.
    open var contents: Any?
    /// The part of the image drawn, in unit coordinates. Default (0, 0, 1, 1). Animatable.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point. Default 1.
    open var contentsScale: CGFloat = 1
    /// The filter used when the image is drawn smaller. Default `"linear"`.
    open var minificationFilter = "linear"
    /// The filter used when the image is drawn larger (`"nearest"` samples without smoothing). Default `"linear"`.
    open var magnificationFilter = "linear"
    /// The level-of-detail bias of the minification filter. Default 0.
    open var minificationFilterBias: Float = 0

    // MARK: Sub-cells and style

    /// Cells each particle of this cell emits, from its position and relative to its direction of motion; their
    /// particles take this particle's scale and colour (at their birth) as factors. Default `nil`. Animatable.
    open var emitterCells: [CAEmitterCell]?
    /// Default values of keys not set. Default `nil`.
    open var style: [AnyHashable: Any]?

    // MARK: Media timing

    /// When the cell starts emitting, in its parent's time. Default 0.
    open var beginTime: CFTimeInterval = 0
    /// How long one cycle of emission lasts (0: forever). Default 0.
    open var duration: CFTimeInterval = 0
    /// The cell clock's rate (negative or NaN rates stop it). Default 1.
    open var speed: Float = 1
    /// Added to the cell's clock. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// The number of emission cycles (0: one). Default 0.
    open var repeatCount: Float = 0
    /// The total emission time instead of a repeat count (0: unused). Default 0.
    open var repeatDuration: CFTimeInterval = 0
    /// No effect on emission. Default `false`.
    open var autoreverses = false
    /// No effect on emission. Default `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Values of keys the cell does not declare, set by key-value coding.
    var customValues: [String: Any] = [:]

    /// A cell with Apple's defaults.
    public init() {}

    /// A copy of `cell` (of class `CAEmitterCell`): its values, its sub-cells (the same objects) and its custom keys.
    package init(copying cell: CAEmitterCell) {
        for property in Self.properties { _ = property.write(self, property.read(cell)) }
        customValues = cell.customValues
    }

    // MARK: Key-value coding

    /// The value of `key` (Apple's key, or the Swift name such as `isEnabled`), else of a custom key, else the
    /// `style` default or `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? {
        if let property = Self.property(key) { return property.read(self) }
        return customValues[key] ?? style?[key] ?? Self.defaultValue(forKey: key)
    }

    /// Sets `key`; a value of the wrong type for a declared key is ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        if let property = Self.property(key) {
            _ = property.write(self, value)
        } else {
            customValues[key] = value
        }
    }

    /// The value at a dotted key path: a key, or `emitterCells.<name>.<key>…` into the sub-cells.
    open func value(forKeyPath keyPath: String) -> Any? {
        value(atKeyPath: keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...])
    }

    /// Sets the value at a dotted key path (a key, or `emitterCells.<name>.<key>…`, which replaces that sub-cell
    /// with a copy holding the new value).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...]
        guard components.count > 1 else { return setValue(value, forKey: keyPath) }
        guard let replaced = replacing(components, with: value) as? CAEmitterCell else { return }
        for property in Self.properties { _ = property.write(self, property.read(replaced)) }
    }

    /// Apple's default for `key`: the value a new cell reads (`nil` for a key the class does not declare).
    open class func defaultValue(forKey key: String) -> Any? {
        property(key)?.read(CAEmitterCell())
    }
}

extension CAEmitterCell: KeyPathNamedElement {
    package func value(atKeyPath components: ArraySlice<String>) -> Any? {
        guard let key = components.first else { return nil }
        let rest = components.dropFirst()
        guard !rest.isEmpty else { return value(forKey: key) }
        guard key == "emitterCells", let cells = emitterCells, let name = rest.first,
              let cell = cells.first(where: { $0.name == name }) else { return nil }
        let inner = rest.dropFirst()
        return inner.isEmpty ? cell : cell.value(atKeyPath: inner)
    }

    package func replacing(_ components: ArraySlice<String>, with newPart: Any?) -> (any KeyPathNamedElement)? {
        guard let key = components.first else { return nil }
        let rest = components.dropFirst()
        let copy = CAEmitterCell(copying: self)
        if rest.isEmpty {
            guard let property = Self.property(key) else {
                copy.customValues[key] = newPart
                return copy
            }
            return property.write(copy, newPart) ? copy : nil
        }
        guard key == "emitterCells", var cells = emitterCells, let name = rest.first, rest.count > 1,
              let index = cells.firstIndex(where: { $0.name == name }),
              let replaced = cells[index].replacing(rest.dropFirst(), with: newPart) as? CAEmitterCell else { return nil }
        cells[index] = replaced
        copy.emitterCells = cells
        return copy
    }
}
