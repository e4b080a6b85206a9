import Foundation

/// An immutable graphics path: a mathematical description of shapes or lines to be drawn.
///
/// As in Core Graphics, `CGPath` is a reference type and ``CGMutablePath`` is its mutable subclass.
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, so ``applyWithBlock(_:)`` only
/// reports moves, lines, quadratic and cubic curves and closes. Paths are safe to share between threads.
public class CGPath: Hashable, @unchecked Sendable {
    // Unchecked: the only mutable state, `storage`, is read and written under `lock`.
    private let lock = NSLock()
    private var storage: PathData

    init(data: PathData) {
        storage = data
    }

    /// A snapshot of the path's contents.
    var data: PathData {
        lock.withLock { storage }
    }

    /// Changes the path's contents (only ``CGMutablePath`` calls this).
    func mutate(_ body: (inout PathData) -> Void) {
        lock.withLock { body(&storage) }
    }

    /// Creates a path holding a rectangle: a move to `(minX, minY)`, lines to `(maxX, minY)`, `(maxX, maxY)`,
    /// `(minX, maxY)`, and a close (counterclockwise in y-up space).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var data = PathData()
        data.appendRect(rect, transform: transform?.pointee ?? .identity)
        self.init(data: data)
    }

    /// Creates a path holding an ellipse inscribed in `rect`: four cubic curves starting at `(maxX, midY)`,
    /// counterclockwise in y-up space (clockwise on a flipped, UIKit-style screen), then a close.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var data = PathData()
        data.appendEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(data: data)
    }

    /// Creates a path holding a rounded rectangle (see ``CGMutablePath/addRoundedRect(in:cornerWidth:cornerHeight:transform:)``).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var data = PathData()
        data.appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                               transform: transform?.pointee ?? .identity)
        self.init(data: data)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { data.elements.isEmpty }

    /// The current point: the end of the last element, the start of the subpath after a close, or
    /// `.zero` for an empty path.
    public var currentPoint: CGPoint { data.currentPoint ?? .zero }

    /// The bounding box of every point of the path, control points included; `CGRect.null` when empty.
    public var boundingBox: CGRect {
        CGPath.bounds(of: data.elements.flatMap(\.points))
    }

    /// The smallest rectangle containing the path's drawn geometry (curve extrema, not control points);
    /// lone moves count as points. `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect {
        let data = data
        var points: [CGPoint] = []
        for (index, element) in data.elements.enumerated() {
            if case .move(let p) = element, index + 1 == data.elements.count || data.elements[index + 1].isMove {
                points.append(p)
            }
        }
        for subpath in data.subpaths {
            for (_, segment) in subpath.segments {
                points.append(segment.start)
                points.append(segment.end)
                points.append(contentsOf: segment.extremaParameters().map { segment.point(at: $0) })
            }
        }
        return CGPath.bounds(of: points)
    }

    /// Calls `block` once per element, in order. The element's `points` are valid only during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for element in data.elements {
            let points = element.points
            for (index, point) in points.enumerated() { buffer[index] = point }
            var cgElement = CGPathElement(type: element.type, points: buffer)
            withUnsafePointer(to: &cgElement) { block($0) }
        }
    }

    /// Returns whether `point` is inside the area the path would fill with `rule`, after transforming the
    /// path by `transform`. Open subpaths are treated as closed, as when filling.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let winding = PathData(elements: data.elements.map { $0.applying(transform) }).windingNumber(at: point)
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// Returns an immutable copy of the path.
    public func copy() -> CGPath? {
        CGPath(data: data)
    }

    /// Returns an immutable copy of the path transformed by `transform` (or unchanged when `nil`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(data: data.applying(transform?.pointee ?? .identity))
    }

    /// Returns a mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(data: data)
    }

    /// Returns a mutable copy of the path transformed by `transform` (or unchanged when `nil`).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(data: data.applying(transform?.pointee ?? .identity))
    }

    /// Two paths are equal when they have the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.data == rhs.data
    }

    /// Hashes the path's elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(data)
    }

    private static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minimum = first
        var maximum = first
        for point in points.dropFirst() {
            minimum = CGPoint(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
            maximum = CGPoint(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
        }
        return CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
    }
}

extension PathElement {
    var isMove: Bool {
        if case .move = self { return true }
        return false
    }
}

extension PathData {
    /// The path with every element transformed by `transform`.
    func applying(_ transform: CGAffineTransform) -> PathData {
        transform.isIdentity ? self : PathData(elements: elements.map { $0.applying(transform) })
    }
}
