import Foundation

/// One stored element of a ``CGPath`` (the path's internal representation).
enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element's points in `CGPathElement` order (control points first, end point last).
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    /// The `CGPathElementType` of the element.
    var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .cubic: .addCurveToPoint
        case .close: .closeSubpath
        }
    }

    /// The element with every point transformed by `t`.
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }
}
