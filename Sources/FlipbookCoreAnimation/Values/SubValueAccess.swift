import Foundation

/// Reads and replaces the parts of structured values that key paths name, as Core Animation's key-value coding
/// extensions do: `CGPoint` `x`/`y`; `CGSize` `width`/`height`; `CGRect` `origin`, `size`, `x`, `y`, `width`,
/// `height`; `CATransform3D` `rotation(.x/.y/.z)`, `scale(.x/.y/.z)`, `translation(.x/.y/.z)`.
///
/// Transform components are read from and written into the transform's decomposition (see
/// `DecomposedTransform`): `rotation` is `rotation.z`, `scale` is the mean of the three scale factors
/// (setting it sets all three), `translation` is a size (x, y).
enum SubValueAccess {
    /// The part of `value` named by `components`, or `nil` when the path does not apply.
    static func component(of value: Any?, _ components: ArraySlice<String>) -> Any? {
        guard let name = components.first else { return value }
        let rest = components.dropFirst()
        if let p = ValueCoercion.point(value) {
            switch name {
            case "x": return rest.isEmpty ? p.x : nil
            case "y": return rest.isEmpty ? p.y : nil
            default: return nil
            }
        }
        if let s = ValueCoercion.size(value) {
            switch name {
            case "width": return rest.isEmpty ? s.width : nil
            case "height": return rest.isEmpty ? s.height : nil
            default: return nil
            }
        }
        if let r = ValueCoercion.rect(value) {
            switch name {
            case "origin": return component(of: r.origin, rest)
            case "size": return component(of: r.size, rest)
            case "x": return rest.isEmpty ? r.origin.x : nil
            case "y": return rest.isEmpty ? r.origin.y : nil
            case "width": return rest.isEmpty ? r.size.width : nil
            case "height": return rest.isEmpty ? r.size.height : nil
            default: return nil
            }
        }
        if let t = ValueCoercion.transform3D(value) {
            return transformComponent(t, name, rest)
        }
        return nil
    }

    /// `value` with the part named by `components` replaced by `newPart`, or `nil` when the path does not
    /// apply or `newPart` has the wrong type.
    static func replacing(_ components: ArraySlice<String>, in value: Any?, with newPart: Any?) -> Any? {
        guard let name = components.first else { return newPart }
        let rest = components.dropFirst()
        if var p = ValueCoercion.point(value) {
            guard rest.isEmpty, let n = ValueCoercion.cgFloat(newPart) else { return nil }
            switch name {
            case "x": p.x = n
            case "y": p.y = n
            default: return nil
            }
            return p
        }
        if var s = ValueCoercion.size(value) {
            guard rest.isEmpty, let n = ValueCoercion.cgFloat(newPart) else { return nil }
            switch name {
            case "width": s.width = n
            case "height": s.height = n
            default: return nil
            }
            return s
        }
        if var r = ValueCoercion.rect(value) {
            switch name {
            case "origin":
                guard let o = ValueCoercion.point(replacing(rest, in: r.origin, with: newPart)) else { return nil }
                r.origin = o
            case "size":
                guard let s = ValueCoercion.size(replacing(rest, in: r.size, with: newPart)) else { return nil }
                r.size = s
            default:
                guard rest.isEmpty, let n = ValueCoercion.cgFloat(newPart) else { return nil }
                switch name {
                case "x": r.origin.x = n
                case "y": r.origin.y = n
                case "width": r.size.width = n
                case "height": r.size.height = n
                default: return nil
                }
            }
            return r
        }
        if let t = ValueCoercion.transform3D(value) {
            return replacingTransformComponent(t, name, rest, newPart)
        }
        return nil
    }

    /// `t` with the component named by `components` (e.g. `rotation.z`) set to the number `n`.
    static func replacingTransformComponent(_ t: CATransform3D, _ components: ArraySlice<String>, _ n: Double) -> CATransform3D? {
        guard let name = components.first else { return nil }
        if CATransform3DIsIdentity(t), let single = singleComponentTransform(name, components.dropFirst(), n) { return single }
        return replacingTransformComponent(t, name, components.dropFirst(), CGFloat(n)) as? CATransform3D
    }

    private static func axis(_ rest: ArraySlice<String>, default index: Int?) -> Int?? {
        switch rest.first {
        case nil: return .some(index)
        case "x" where rest.count == 1: return 0
        case "y" where rest.count == 1: return 1
        case "z" where rest.count == 1: return 2
        default: return nil
        }
    }

    /// The transform holding only one component (what replacing it in the identity gives), computed directly.
    private static func singleComponentTransform(_ name: String, _ rest: ArraySlice<String>, _ n: Double) -> CATransform3D? {
        guard let a = axis(rest, default: name == "rotation" ? 2 : nil) else { return nil }
        let x: CGFloat = a == 0 ? 1 : 0, y: CGFloat = a == 1 ? 1 : 0, z: CGFloat = a == 2 ? 1 : 0
        switch (name, a) {
        case ("rotation", .some): return CATransform3DMakeRotation(n, x, y, z)
        case ("scale", nil): return CATransform3DMakeScale(n, n, n)
        case ("scale", .some): return CATransform3DMakeScale(x == 1 ? n : 1, y == 1 ? n : 1, z == 1 ? n : 1)
        case ("translation", .some): return CATransform3DMakeTranslation(x * n, y * n, z * n)
        default: return nil
        }
    }

    private static func transformComponent(_ t: CATransform3D, _ name: String, _ rest: ArraySlice<String>) -> Any? {
        guard let d = DecomposedTransform(t) else { return nil }
        switch name {
        case "rotation":
            guard let a = axis(rest, default: 2), let index = a else { return nil }
            return CGFloat(d.eulerAngles[index])
        case "scale":
            guard let a = axis(rest, default: nil) else { return nil }
            guard let index = a else { return CGFloat(d.scale.reduce(0, +) / 3) }
            return CGFloat(d.scale[index])
        case "translation":
            guard let a = axis(rest, default: nil) else { return nil }
            guard let index = a else { return CGSize(width: d.translation[0], height: d.translation[1]) }
            return CGFloat(d.translation[index])
        default:
            return nil
        }
    }

    private static func replacingTransformComponent(_ t: CATransform3D, _ name: String, _ rest: ArraySlice<String>,
                                                    _ newPart: Any?) -> Any? {
        if CATransform3DIsIdentity(t), let n = ValueCoercion.double(newPart),
           let single = singleComponentTransform(name, rest, n) { return single }
        var d = DecomposedTransform(t) ?? DecomposedTransform()
        switch name {
        case "rotation":
            guard let a = axis(rest, default: 2), let index = a, let n = ValueCoercion.double(newPart) else { return nil }
            var angles = d.eulerAngles
            angles[index] = n
            d.eulerAngles = angles
        case "scale":
            guard let a = axis(rest, default: nil), let n = ValueCoercion.double(newPart) else { return nil }
            if let index = a { d.scale[index] = n } else { d.scale = [n, n, n] }
        case "translation":
            guard let a = axis(rest, default: nil) else { return nil }
            if let index = a {
                guard let n = ValueCoercion.double(newPart) else { return nil }
                d.translation[index] = n
            } else if let s = ValueCoercion.size(newPart) {
                d.translation[0] = s.width; d.translation[1] = s.height
            } else if let p = ValueCoercion.point(newPart) {
                d.translation[0] = p.x; d.translation[1] = p.y
            } else {
                return nil
            }
        default:
            return nil
        }
        return d.transform
    }
}
