import Foundation

/// A part of a `CATransform3D` that a key path names after `transform` (`rotation`, `rotation.z`, `scale`,
/// `scale.x`, `translation`, `translation.y`, …), parsed once from the key path's components.
///
/// Values are read from and written into the transform's decomposition (see `DecomposedTransform`): `rotation`
/// is `rotation.z`; `scale` is the mean of the three scale factors (writing it sets all three); `translation` is
/// a size (x, y). Writing one component into the identity transform builds that transform directly.
struct TransformComponent: Equatable {
    enum Part: Equatable { case rotation, scale, translation }

    let part: Part
    /// 0, 1 or 2 for the x, y or z axis; `nil` for the whole part (`rotation` alone is resolved to z).
    let axis: Int?

    /// Parses `name` (`rotation`, `scale`, `translation`) and an optional single axis (`x`, `y`, `z`) in `rest`;
    /// `nil` when the path names no transform component.
    init?(_ name: String, _ rest: ArraySlice<String>) {
        switch name {
        case "rotation": part = .rotation
        case "scale": part = .scale
        case "translation": part = .translation
        default: return nil
        }
        switch rest.first {
        case nil: axis = part == .rotation ? 2 : nil
        case "x" where rest.count == 1: axis = 0
        case "y" where rest.count == 1: axis = 1
        case "z" where rest.count == 1: axis = 2
        default: return nil
        }
    }

    /// Whether the component is a size (the whole translation) rather than a number.
    var isSize: Bool { part == .translation && axis == nil }

    /// The component of `t` (a number in `x`; for the whole translation a size in `x`, `y`), or `nil` when `t`
    /// cannot be decomposed.
    func components(of t: CATransform3D) -> SIMD4<Double>? {
        guard let d = DecomposedTransform(t) else { return nil }
        switch (part, axis) {
        case (.rotation, let index?): return SIMD4(d.eulerAngles[index], 0, 0, 0)
        case (.scale, let index?): return SIMD4(d.scale[index], 0, 0, 0)
        case (.scale, nil): return SIMD4(d.scale.reduce(0, +) / 3, 0, 0, 0)
        case (.translation, let index?): return SIMD4(d.translation[index], 0, 0, 0)
        case (.translation, nil): return SIMD4(d.translation[0], d.translation[1], 0, 0)
        case (.rotation, nil): return nil
        }
    }

    /// The component of `t` as Core Animation's key-value coding returns it (`CGFloat` or `CGSize`).
    func value(in t: CATransform3D) -> Any? {
        guard let c = components(of: t) else { return nil }
        return isSize ? CGSize(width: c.x, height: c.y) : CGFloat(c.x)
    }

    /// `t` with the component replaced by `value` (a number in `x`; the whole translation reads `x`, `y`).
    func replacing(in t: CATransform3D, with value: SIMD4<Double>) -> CATransform3D {
        if !isSize, CATransform3DIsIdentity(t) { return single(value.x) }
        var d = DecomposedTransform(t) ?? DecomposedTransform()
        switch (part, axis) {
        case (.rotation, let index?):
            var angles = d.eulerAngles
            angles[index] = value.x
            d.eulerAngles = angles
        case (.scale, let index?): d.scale[index] = value.x
        case (.scale, nil): d.scale = [value.x, value.x, value.x]
        case (.translation, let index?): d.translation[index] = value.x
        case (.translation, nil): d.translation[0] = value.x; d.translation[1] = value.y
        case (.rotation, nil): break
        }
        return d.transform
    }

    /// `t` with the component replaced by a loosely typed value (a number; a size or point for the whole
    /// translation), or `nil` when the value has the wrong type.
    func replacing(in t: CATransform3D, coercing newPart: Any?) -> CATransform3D? {
        if isSize {
            if let s = ValueCoercion.size(newPart) { return replacing(in: t, with: SIMD4(s.width, s.height, 0, 0)) }
            if let p = ValueCoercion.point(newPart) { return replacing(in: t, with: SIMD4(p.x, p.y, 0, 0)) }
            return nil
        }
        guard let n = ValueCoercion.double(newPart) else { return nil }
        return replacing(in: t, with: SIMD4(n, 0, 0, 0))
    }

    /// The transform holding only this component with value `n` (what replacing it in the identity gives).
    private func single(_ n: Double) -> CATransform3D {
        let x: CGFloat = axis == 0 ? 1 : 0, y: CGFloat = axis == 1 ? 1 : 0, z: CGFloat = axis == 2 ? 1 : 0
        switch part {
        case .rotation where axis == 2: return Self.zRotation(n)
        case .rotation: return CATransform3DMakeRotation(n, x, y, z)
        case .scale where axis == nil: return CATransform3DMakeScale(n, n, n)
        case .scale: return CATransform3DMakeScale(x == 1 ? n : 1, y == 1 ? n : 1, z == 1 ? n : 1)
        case .translation: return CATransform3DMakeTranslation(x * n, y * n, z * n)
        }
    }

    /// `CATransform3DMakeRotation(angle, 0, 0, 1)` (the spinning layer's `transform.rotation.z`) without normalising
    /// the axis: the same arithmetic with the unit axis's zero and one terms written out, so bit-identical.
    private static func zRotation(_ angle: Double) -> CATransform3D {
        guard angle.isFinite else { return CATransform3DIdentity }
        let c = cos(angle), s = sin(angle)
        return CATransform3D(m11: c, m12: 0 + s, m13: 0, m14: 0, m21: 0 - s, m22: c, m23: 0, m24: 0,
                             m31: 0, m32: 0, m33: c + (1 - c), m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }
}
