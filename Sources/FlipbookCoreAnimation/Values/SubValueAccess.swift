import Foundation

/// Reads and replaces the parts of structured values that key paths name, as Core Animation's key-value coding
/// extensions do: `CGPoint` `x`/`y`; `CGSize` `width`/`height`; `CGRect` `origin`, `size`, `x`, `y`, `width`,
/// `height`; `CATransform3D` `rotation(.x/.y/.z)`, `scale(.x/.y/.z)`, `translation(.x/.y/.z)`
/// (see `TransformComponent`); in an array of ``KeyPathNamedElement``s, the element of that name and a value of
/// it (`emitterCells.fire.birthRate`).
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
            return TransformComponent(name, rest)?.value(in: t)
        }
        if let elements = value as? [any KeyPathNamedElement], let index = elements.index(named: name) {
            return rest.isEmpty ? elements[index] : elements[index].value(atKeyPath: rest)
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
            return TransformComponent(name, rest)?.replacing(in: t, coercing: newPart)
        }
        if var elements = value as? [any KeyPathNamedElement], !rest.isEmpty, let index = elements.index(named: name),
           let replaced = elements[index].replacing(rest, with: newPart) {
            elements[index] = replaced
            return elements
        }
        return nil
    }
}
