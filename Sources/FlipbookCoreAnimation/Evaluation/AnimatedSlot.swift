import Foundation

/// An animated key path resolved, once per animation, to the storage it reads and writes on a layer, for the
/// typed evaluation path: values are `SIMD4<Double>` vectors (a number in `x`; a point or size in `x`, `y`; a rect
/// as origin x, y, width, height) instead of the general `AnimationValue`, with no `Any` and no string compares.
///
/// The property table makes the slots (see `LayerPropertyDescriptor.slot`): every property whose value is a
/// `VectorValue` has one for the whole value and for each component a key path can name (`position.x`,
/// `bounds.size.width`, …), and every `CATransform3D` property one for each transform component
/// (`transform.rotation.z`, …). Every other key path (colours, paths, whole transforms, …) is evaluated by the
/// general path.
package struct AnimatedSlot {
    /// The shape of a slot's value: the `AnimationValue` kind that values must have to be evaluated typed.
    package enum Shape: Sendable { case number, point, size, rect }

    /// How the slot reaches its storage.
    private enum Access {
        /// A whole field the layer holds itself, by a switch (the common case, kept cheap).
        case wholeField(LayerField)
        /// Lanes `first…` of a field the layer holds itself.
        case fieldLanes(LayerField, first: Int)
        /// A component of the layer's own `transform`.
        case transformField(TransformComponent)
        /// Any other storage, through functions.
        case stored(StoredAccess)
    }

    /// The functions that read and write a slot's value in storage other than the layer's own fields (in one
    /// object, so that copying the slot's access costs at most one retain).
    private final class StoredAccess {
        let read: (CALayer) -> SIMD4<Double>?
        let write: (SIMD4<Double>, CALayer) -> Void

        init(read: @escaping (CALayer) -> SIMD4<Double>?, write: @escaping (SIMD4<Double>, CALayer) -> Void) {
            self.read = read
            self.write = write
        }
    }

    let shape: Shape
    private let access: Access

    /// The slot's value on a layer, or `nil` when it has none (a transform that cannot be decomposed).
    func read(_ layer: CALayer) -> SIMD4<Double>? {
        switch access {
        case .wholeField(let field): field.vector(of: layer)
        case .fieldLanes(let field, let first): shape.lanes(of: field.vector(of: layer), from: first)
        case .transformField(let component): component.components(of: layer._transform)
        case .stored(let stored): stored.read(layer)
        }
    }

    /// Stores a value into a presentation copy (straight into storage: a presentation copy runs no actions).
    func write(_ value: SIMD4<Double>, _ layer: CALayer) {
        switch access {
        case .wholeField(let field): field.store(value, in: layer)
        case .fieldLanes(let field, let first):
            field.store(shape.replacingLanes(of: field.vector(of: layer), from: first, with: value), in: layer)
        case .transformField(let component): layer._transform = component.replacing(in: layer._transform, with: value)
        case .stored(let stored): stored.write(value, layer)
        }
    }

    /// The slot of the lanes `first..<first + shape's lane count` of a vector property stored in `storage` (the
    /// whole value when `first` is 0 and `shape` is the value's; `position.x` is lane 0 of a point, `bounds.size`
    /// lanes 2 and 3 of a rect).
    static func lanes<Layer: CALayer, Value: VectorValue>(_ storage: LayerStorage<Layer, Value>,
                                                          from first: Int, shape: Shape) -> AnimatedSlot {
        if let field = storage.field {
            let isWhole = first == 0 && shape == Value.vectorShape
            return AnimatedSlot(shape: shape, access: isWhole ? .wholeField(field) : .fieldLanes(field, first: first))
        }
        return AnimatedSlot(
            shape: shape,
            access: .stored(StoredAccess(
                read: { layer in (layer as? Layer).map { shape.lanes(of: storage.get($0).vector, from: first) } },
                write: { value, layer in
                    guard let layer = layer as? Layer else { return }
                    storage.set(layer, Value(vector: shape.replacingLanes(of: storage.get(layer).vector, from: first, with: value)))
                })))
    }

    /// The slot of one component (`rotation.z`, `scale`, `translation`, …) of a transform stored in `storage`.
    static func transform<Layer: CALayer>(_ storage: LayerStorage<Layer, CATransform3D>,
                                          _ component: TransformComponent) -> AnimatedSlot {
        let shape: Shape = component.isSize ? .size : .number
        if storage.isLayerTransform { return AnimatedSlot(shape: shape, access: .transformField(component)) }
        return AnimatedSlot(
            shape: shape,
            access: .stored(StoredAccess(
                read: { ($0 as? Layer).flatMap { component.components(of: storage.get($0)) } },
                write: { value, layer in
                    guard let layer = layer as? Layer else { return }
                    storage.set(layer, component.replacing(in: storage.get(layer), with: value))
                })))
    }
}

extension AnimatedSlot.Shape {
    /// Lanes `first…` of `vector` (as many as the shape has), moved to the start of a vector.
    func lanes(of vector: SIMD4<Double>, from first: Int) -> SIMD4<Double> {
        var part = SIMD4<Double>()
        for lane in 0..<laneCount { part[lane] = vector[first + lane] }
        return part
    }

    /// `vector` with lanes `first…` (as many as the shape has) replaced by the first lanes of `part`.
    func replacingLanes(of vector: SIMD4<Double>, from first: Int, with part: SIMD4<Double>) -> SIMD4<Double> {
        var result = vector
        for lane in 0..<laneCount { result[first + lane] = part[lane] }
        return result
    }

    /// How many lanes of the vector the shape uses.
    var laneCount: Int {
        switch self {
        case .number: 1
        case .point, .size: 2
        case .rect: 4
        }
    }

    /// The first lane and shape of the component `components` names inside a value of this shape, as key-value
    /// coding names them (see `SubValueAccess`): `x`/`y` of a point, `width`/`height` of a size, `origin`, `size`,
    /// `x`, `y`, `width`, `height` (and `origin.x`, `size.width`, …) of a rect; `nil` when they name none.
    func component(_ components: ArraySlice<String>) -> (first: Int, shape: Self)? {
        guard let name = components.first else { return (0, self) }
        let rest = components.dropFirst()
        switch (self, name) {
        case (.point, "x"), (.size, "width"): return rest.isEmpty ? (0, .number) : nil
        case (.point, "y"), (.size, "height"): return rest.isEmpty ? (1, .number) : nil
        case (.rect, "origin"): return Self.point.component(rest)
        case (.rect, "size"): return Self.size.component(rest).map { (2 + $0.first, $0.shape) }
        case (.rect, "x"): return rest.isEmpty ? (0, .number) : nil
        case (.rect, "y"): return rest.isEmpty ? (1, .number) : nil
        case (.rect, "width"): return rest.isEmpty ? (2, .number) : nil
        case (.rect, "height"): return rest.isEmpty ? (3, .number) : nil
        default: return nil
        }
    }

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
