import Foundation

/// An animated key path resolved, once per animation, to the storage it reads and writes on a layer, for the
/// typed evaluation path: values are `SIMD4<Double>` vectors (a number in `x`; a point or size in `x`, `y`; a rect
/// as origin x, y, width, height) instead of the general `AnimationValue`, with no `Any` and no string compares.
///
/// Only the common numeric key paths have a slot; every other key path (colours, paths, whole transforms,
/// subclass keys, …) is evaluated by the general path.
enum AnimatedSlot {
    case position, positionX, positionY, anchorPoint
    case bounds, boundsSize, boundsWidth, boundsHeight
    case opacity, zPosition, cornerRadius, borderWidth, shadowOpacity, shadowRadius
    case transform(TransformComponent)

    /// The shape of a slot's value: the `AnimationValue` kind that values must have to be evaluated typed.
    enum Shape { case number, point, size, rect }

    /// The slot of the key path `property.components…` (with its parsed transform component), or `nil` when it has
    /// none.
    init?(_ property: LayerProperty?, _ components: [String], transformComponent: TransformComponent?) {
        guard let property else { return nil }
        switch (property, components) {
        case (.position, []): self = .position
        case (.position, ["x"]): self = .positionX
        case (.position, ["y"]): self = .positionY
        case (.anchorPoint, []): self = .anchorPoint
        case (.bounds, []): self = .bounds
        case (.bounds, ["size"]): self = .boundsSize
        case (.bounds, ["size", "width"]), (.bounds, ["width"]): self = .boundsWidth
        case (.bounds, ["size", "height"]), (.bounds, ["height"]): self = .boundsHeight
        case (.opacity, []): self = .opacity
        case (.zPosition, []): self = .zPosition
        case (.cornerRadius, []): self = .cornerRadius
        case (.borderWidth, []): self = .borderWidth
        case (.shadowOpacity, []): self = .shadowOpacity
        case (.shadowRadius, []): self = .shadowRadius
        case (.transform, _):
            guard let transformComponent else { return nil }
            self = .transform(transformComponent)
        default: return nil
        }
    }

    var shape: Shape {
        switch self {
        case .position, .anchorPoint: .point
        case .bounds: .rect
        case .boundsSize: .size
        case .transform(let component): component.isSize ? .size : .number
        default: .number
        }
    }

    /// The slot's value on `layer`, or `nil` when it has none (a transform that cannot be decomposed).
    func read(from layer: CALayer) -> SIMD4<Double>? {
        switch self {
        case .position: SIMD4(layer._position.x, layer._position.y, 0, 0)
        case .positionX: SIMD4(layer._position.x, 0, 0, 0)
        case .positionY: SIMD4(layer._position.y, 0, 0, 0)
        case .anchorPoint: SIMD4(layer._anchorPoint.x, layer._anchorPoint.y, 0, 0)
        case .bounds: SIMD4(layer._bounds.minX, layer._bounds.minY, layer._bounds.width, layer._bounds.height)
        case .boundsSize: SIMD4(layer._bounds.size.width, layer._bounds.size.height, 0, 0)
        case .boundsWidth: SIMD4(layer._bounds.size.width, 0, 0, 0)
        case .boundsHeight: SIMD4(layer._bounds.size.height, 0, 0, 0)
        case .opacity: SIMD4(Double(layer._opacity), 0, 0, 0)
        case .zPosition: SIMD4(layer._zPosition, 0, 0, 0)
        case .cornerRadius: SIMD4(layer.attributes.value.cornerRadius, 0, 0, 0)
        case .borderWidth: SIMD4(layer.attributes.value.borderWidth, 0, 0, 0)
        case .shadowOpacity: SIMD4(Double(layer.attributes.value.shadowOpacity), 0, 0, 0)
        case .shadowRadius: SIMD4(layer.attributes.value.shadowRadius, 0, 0, 0)
        case .transform(let component): component.components(of: layer._transform)
        }
    }

    /// Stores `value` into the presentation copy `layer` (straight into storage: a presentation copy runs no
    /// actions).
    func write(_ value: SIMD4<Double>, to layer: CALayer) {
        switch self {
        case .position: layer._position = CGPoint(x: value.x, y: value.y)
        case .positionX: layer._position.x = value.x
        case .positionY: layer._position.y = value.x
        case .anchorPoint: layer._anchorPoint = CGPoint(x: value.x, y: value.y)
        case .bounds: layer._bounds = CGRect(x: value.x, y: value.y, width: value.z, height: value.w)
        case .boundsSize: layer._bounds.size = CGSize(width: value.x, height: value.y)
        case .boundsWidth: layer._bounds.size.width = value.x
        case .boundsHeight: layer._bounds.size.height = value.x
        case .opacity: layer._opacity = Float(value.x)
        case .zPosition: layer._zPosition = value.x
        case .cornerRadius: layer.attributes.value.cornerRadius = value.x
        case .borderWidth: layer.attributes.value.borderWidth = value.x
        case .shadowOpacity: layer.attributes.value.shadowOpacity = Float(value.x)
        case .shadowRadius: layer.attributes.value.shadowRadius = value.x
        case .transform(let component): layer._transform = component.replacing(in: layer._transform, with: value)
        }
    }
}

extension AnimatedSlot.Shape {
    /// `value` as a vector when its kind is exactly this shape, else `nil` (the general path handles it).
    func vector(_ value: AnimationValue?) -> SIMD4<Double>? {
        guard let value, let kind = value.kind else { return nil }
        switch (self, kind) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect): return vector(value.components)
        default: return nil
        }
    }

    /// The first components of `c` (as many as the shape has) as a vector.
    func vector(_ c: ComponentVector) -> SIMD4<Double> {
        switch self {
        case .number: SIMD4(c[0], 0, 0, 0)
        case .point, .size: SIMD4(c[0], c[1], 0, 0)
        case .rect: SIMD4(c[0], c[1], c[2], c[3])
        }
    }
}
