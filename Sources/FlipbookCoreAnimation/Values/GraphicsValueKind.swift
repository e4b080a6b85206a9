import Foundation
import FlipbookGraphics

/// Animatable value kinds from the Core Graphics subset.
///
/// Colours interpolate their RGBA components (gray colours are read as RGB, so gray ↔ RGB animations work;
/// an interpolated colour is an sRGB `CGColor`). Affine transforms interpolate their six entries and add by
/// concatenation. Paths interpolate point-wise when their element structure matches (otherwise they are
/// discrete). Images and everything else are discrete.
enum GraphicsValueKind: Equatable {
    case color
    case affineTransform
    /// A path with these element types (as `CGPathElementType` raw values).
    case path([Int32])

    static func read(_ value: Any) -> (kind: GraphicsValueKind, components: [Double])? {
        switch value {
        case let color as CGColor:
            guard let c = color.components, !c.isEmpty else { return nil }
            let rgba: [CGFloat] = c.count == 2 ? [c[0], c[0], c[0], c[1]] : Array(c.prefix(4))
            guard rgba.count == 4 else { return nil }
            return (.color, rgba.map(Double.init))
        case let t as CGAffineTransform:
            return (.affineTransform, [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init))
        case let path as CGPath:
            var types: [Int32] = []
            var points: [Double] = []
            path.applyWithBlock { element in
                let e = element.pointee
                types.append(e.type.rawValue)
                for i in 0..<e.type.pointCount { points += [Double(e.points[i].x), Double(e.points[i].y)] }
            }
            return (.path(types), points)
        default:
            return nil
        }
    }

    var componentCount: Int {
        switch self {
        case .color: 4
        case .affineTransform: 6
        case .path(let types): types.reduce(0) { $0 + 2 * (CGPathElementType(rawValue: $1)?.pointCount ?? 0) }
        }
    }

    func box(_ c: [Double]) -> Any {
        switch self {
        case .color:
            return CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        case .affineTransform:
            return CGAffineTransform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5])
        case .path(let types):
            let path = CGMutablePath()
            var i = 0
            func next() -> CGPoint {
                defer { i += 2 }
                return CGPoint(x: c[i], y: c[i + 1])
            }
            for raw in types {
                switch CGPathElementType(rawValue: raw) {
                case .moveToPoint: path.move(to: next())
                case .addLineToPoint: path.addLine(to: next())
                case .addQuadCurveToPoint:
                    let control = next()
                    path.addQuadCurve(to: next(), control: control)
                case .addCurveToPoint:
                    let c1 = next(), c2 = next()
                    path.addCurve(to: next(), control1: c1, control2: c2)
                case .closeSubpath: path.closeSubpath()
                case nil: break
                }
            }
            return path
        }
    }

    /// Concatenation for affine transforms (`a` applied first); `nil` means component-wise addition.
    static func adding(_ kind: GraphicsValueKind, _ a: [Double], _ b: [Double]) -> [Double]? {
        guard kind == .affineTransform else { return nil }
        let t = CGAffineTransform(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
            .concatenating(CGAffineTransform(a: b[0], b: b[1], c: b[2], d: b[3], tx: b[4], ty: b[5]))
        return [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
    }
}

extension CGPathElementType {
    /// The number of points the element carries.
    package var pointCount: Int {
        switch self {
        case .moveToPoint, .addLineToPoint: 1
        case .addQuadCurveToPoint: 2
        case .addCurveToPoint: 3
        case .closeSubpath: 0
        }
    }
}
