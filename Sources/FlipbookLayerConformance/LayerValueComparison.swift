import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// Compares property values as the conformance checks need: numbers (integers too), geometry, transforms, colours,
/// paths and arrays of them by their components (within a tolerance), objects by identity, other values by equality.
package enum LayerValueComparison {
    /// The components of an interpolatable value (a colour as red, green, blue, alpha; a path as its points; an
    /// array as its elements' components in order), or `nil` for a value that has none.
    package static func components(_ value: Any?) -> [Double]? {
        switch value {
        case let v as CGFloat: [Double(v)]
        case let v as Float: [Double(v)]
        case let v as Double: [v]
        case let v as Int: [Double(v)]
        case let v as CGPoint: [v.x, v.y]
        case let v as CGSize: [v.width, v.height]
        case let v as CGRect: [v.minX, v.minY, v.width, v.height]
        case let v as CATransform3D:
            [v.m11, v.m12, v.m13, v.m14, v.m21, v.m22, v.m23, v.m24, v.m31, v.m32, v.m33, v.m34, v.m41, v.m42, v.m43, v.m44]
        case let v as CGColor: v.components.map { $0.map(Double.init) }
        case let v as CGPath: pathPoints(v)
        case let v as NSNumber: [v.doubleValue]
        case let v as [Any]: arrayComponents(v)
        default: nil
        }
    }

    /// Whether `a` and `b` are the same value. A layer is compared by its model (a presentation layer carries the
    /// presentation layer of a layer-valued property such as `mask`).
    package static func isEqual(_ a: Any?, _ b: Any?, tolerance: Double = 1e-9) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        if let a = a as? CALayer, let b = b as? CALayer { return a.model() === b.model() }
        if let ca = components(a), let cb = components(b) {
            return ca.count == cb.count && zip(ca, cb).allSatisfy { $0 == $1 || abs($0 - $1) <= tolerance }
        }
        if type(of: a) is AnyClass, type(of: b) is AnyClass, !(a is any Equatable) {
            return (a as AnyObject) === (b as AnyObject)
        }
        if let a = a as? any Equatable { return equals(a, b) }
        return String(describing: a) == String(describing: b)
    }

    /// Whether `value` is the component-wise interpolation of `a` and `b` at `fraction`.
    package static func isInterpolation(_ value: Any?, of a: Any?, _ b: Any?, at fraction: Double,
                                        tolerance: Double = 1e-6) -> Bool {
        guard let c = components(value), let ca = components(a), let cb = components(b),
              c.count == ca.count, ca.count == cb.count else { return false }
        return zip(c, zip(ca, cb)).allSatisfy { abs($0 - ($1.0 + ($1.1 - $1.0) * fraction)) <= tolerance }
    }

    private static func equals<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }

    /// The elements' components one after the other, or `nil` when an element has none.
    private static func arrayComponents(_ array: [Any]) -> [Double]? {
        var all: [Double] = []
        for element in array {
            guard let part = components(element) else { return nil }
            all += part
        }
        return all
    }

    private static func pathPoints(_ path: CGPath) -> [Double] {
        var points: [Double] = []
        path.applyWithBlock { element in
            let e = element.pointee
            for i in 0..<e.type.pointCount { points += [Double(e.points[i].x), Double(e.points[i].y)] }
        }
        return points
    }
}
