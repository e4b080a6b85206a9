import Foundation
import FlipbookGraphics

/// An animatable value as a vector of components, so that interpolation, addition (additive animations),
/// repetition (cumulative animations), distances (paced keyframes) and splines (cubic keyframes) are
/// written once for every value type.
///
/// Values whose type cannot be interpolated (`Bool`, images, strings, mismatched types) are *discrete*:
/// they switch at the half-way point of a segment and are never added.
struct AnimationValue {
    /// The shape of the components and how to box them back.
    enum Kind: Equatable {
        case number
        case point
        case size
        case rect
        case transform3D
        case array([Kind])
        case graphics(GraphicsValueKind)
    }

    /// `nil` for a discrete value.
    let kind: Kind?
    var components: ComponentVector
    /// The original object of a discrete value (boxed in a class, so copying values stays cheap).
    private let discrete: DiscreteBox?

    init(kind: Kind, components: ComponentVector) {
        self.kind = kind
        self.components = components
        self.discrete = nil
    }

    init(discrete object: Any?) {
        self.kind = nil
        self.components = []
        self.discrete = DiscreteBox(object)
    }

    /// Reads a value; `nil` for `nil`.
    init?(_ value: Any?) {
        guard let value else { return nil }
        if type(of: value) == Bool.self {
            self.init(discrete: value)
        } else if let d = ValueCoercion.double(value) {
            self.init(kind: .number, components: [d])
        } else if let p = ValueCoercion.point(value) {
            self.init(kind: .point, components: [p.x, p.y])
        } else if let s = ValueCoercion.size(value) {
            self.init(kind: .size, components: [s.width, s.height])
        } else if let r = ValueCoercion.rect(value) {
            self.init(kind: .rect, components: [r.origin.x, r.origin.y, r.size.width, r.size.height])
        } else if let t = ValueCoercion.transform3D(value) {
            self.init(kind: .transform3D, components: ComponentVector(t.entries))
        } else if let g = GraphicsValueKind.read(value) {
            self.init(kind: .graphics(g.kind), components: ComponentVector(g.components))
        } else if let array = value as? [Any] {
            let elements = array.map { AnimationValue($0) }
            let kinds = elements.compactMap { $0?.kind }
            if kinds.count == array.count {
                self.init(kind: .array(kinds), components: ComponentVector(elements.flatMap { $0!.components }))
            } else {
                self.init(discrete: value)
            }
        } else {
            self.init(discrete: value)
        }
    }

    var isDiscrete: Bool { kind == nil }

    /// Whether the value is a `CATransform3D` (matched without building and comparing a `Kind`).
    var isTransform3D: Bool {
        if case .transform3D? = kind { true } else { false }
    }

    /// The value boxed as the Swift type it represents (`CGFloat`, `CGPoint`, `CATransform3D`, `[Any]`, …).
    var boxed: Any? {
        guard let kind else { return discrete?.object }
        return Self.box(kind, Array(components)[...])
    }

    private static func box(_ kind: Kind, _ c: ArraySlice<Double>) -> Any {
        let c = Array(c)
        switch kind {
        case .number: return CGFloat(c[0])
        case .point: return CGPoint(x: c[0], y: c[1])
        case .size: return CGSize(width: c[0], height: c[1])
        case .rect: return CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
        case .transform3D: return CATransform3D(entries: c)
        case .graphics(let g): return g.box(c)
        case .array(let kinds):
            var offset = 0
            return kinds.map { k -> Any in
                let n = k.componentCount
                defer { offset += n }
                return box(k, c[offset..<(offset + n)])
            }
        }
    }

    /// Whether two values can be combined component-wise.
    ///
    /// A point and a size are compatible (both are two-component structures, and Core Animation reads an
    /// `NSValue` by its bytes: the book animates `transform.translation`, a size, to `NSValue(cgPoint:)`).
    func isCompatible(with other: AnimationValue) -> Bool {
        guard components.count == other.components.count, let kind, let otherKind = other.kind else { return false }
        return kind == otherKind || (kind == .point && otherKind == .size) || (kind == .size && otherKind == .point)
    }

    /// Linear interpolation (transforms through their decomposition); discrete values switch at `t = 0.5`.
    func interpolated(to other: AnimationValue, _ t: Double) -> AnimationValue {
        guard isCompatible(with: other) else { return t < 0.5 ? self : other }
        if isTransform3D {
            let a = CATransform3D(entries: components), b = CATransform3D(entries: other.components)
            guard let da = DecomposedTransform(a), let db = DecomposedTransform(b) else { return t < 0.5 ? self : other }
            if t == 0 { return self }
            if t == 1 { return other }
            return AnimationValue(kind: .transform3D,
                                  components: ComponentVector(DecomposedTransform.interpolate(da, db, t).transform.entries))
        }
        let a = components, b = other.components
        return AnimationValue(kind: kind!, components: ComponentVector(count: a.count) { a[$0] + (b[$0] - a[$0]) * t })
    }

    /// `self + other`: component sums; transforms concatenate (`self` applied first). Incompatible: `self`.
    func adding(_ other: AnimationValue) -> AnimationValue {
        guard isCompatible(with: other) else { return self }
        if isTransform3D {
            return AnimationValue(kind: .transform3D, components: ComponentVector(CATransform3DConcat(
                CATransform3D(entries: components), CATransform3D(entries: other.components)).entries))
        }
        if case .graphics(let g) = kind!, let sum = GraphicsValueKind.adding(g, Array(components), Array(other.components)) {
            return AnimationValue(kind: kind!, components: ComponentVector(sum))
        }
        let a = components, b = other.components
        return AnimationValue(kind: kind!, components: ComponentVector(count: a.count) { a[$0] + b[$0] })
    }

    /// `self − other`, so that `(a − b) + b == a`. Incompatible: `self`.
    func subtracting(_ other: AnimationValue) -> AnimationValue {
        guard isCompatible(with: other) else { return self }
        if isTransform3D {
            return AnimationValue(kind: .transform3D, components: ComponentVector(CATransform3DConcat(
                CATransform3D(entries: components), CATransform3DInvert(CATransform3D(entries: other.components))).entries))
        }
        if case .graphics(.affineTransform) = kind!, let inverse = AnimationValue(
            (AnimationValue(kind: kind!, components: other.components).boxed as! CGAffineTransform).inverted()) {
            return adding(inverse)
        }
        let a = components, b = other.components
        return AnimationValue(kind: kind!, components: ComponentVector(count: a.count) { a[$0] - b[$0] })
    }

    /// `self` added to itself `count` times (identity/zero for 0): the offset of cumulative animations.
    func repeated(_ count: Int) -> AnimationValue? {
        guard let kind, count > 0 else { return nil }
        if isTransform3D || kind == .graphics(.affineTransform) {
            var result: AnimationValue?, base = self, n = count
            while n > 0 {
                if n & 1 == 1 { result = result.map { $0.adding(base) } ?? base }
                base = base.adding(base)
                n >>= 1
            }
            return result
        }
        let a = components
        return AnimationValue(kind: kind, components: ComponentVector(count: a.count) { a[$0] * Double(count) })
    }

    /// Euclidean distance between the component vectors (0 for discrete or incompatible values).
    func distance(to other: AnimationValue) -> Double {
        guard isCompatible(with: other) else { return 0 }
        return zip(components, other.components).reduce(0.0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// A weighted sum of compatible values (used by cubic keyframe splines, component-wise).
    static func combination(_ terms: [(AnimationValue, Double)]) -> AnimationValue {
        let first = terms[0].0
        let sum = ComponentVector(count: first.components.count) { i in
            terms.reduce(0.0) { $0 + $1.0.components[i] * $1.1 }
        }
        return AnimationValue(kind: first.kind!, components: sum)
    }
}

extension AnimationValue.Kind {
    var componentCount: Int {
        switch self {
        case .number: 1
        case .point, .size: 2
        case .rect: 4
        case .transform3D: 16
        case .graphics(let g): g.componentCount
        case .array(let kinds): kinds.reduce(0) { $0 + $1.componentCount }
        }
    }
}

/// Holds the object of a discrete animation value.
final class DiscreteBox {
    let object: Any?
    init(_ object: Any?) { self.object = object }
}
