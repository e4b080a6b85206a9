import Foundation

/// Arc-length measurement of a ``CGPath``: total length, per-element lengths, the point and tangent at a
/// distance or fraction, and trimming. A Flipbook addition (Core Graphics has no such API); Core Animation
/// uses it for keyframe animations along a `path` and for `CAShapeLayer.strokeStart`/`strokeEnd`.
///
/// Lengths follow the drawn geometry: moves have length zero, a close counts its closing line, and a
/// subpath's pieces are measured in order. Curves are cut into parameter steps whose chords stay within
/// ``tolerance`` of the curve, and each step's arc length is integrated by Gauss–Legendre quadrature
/// (relative error below 10⁻⁹ on circles); points and tangents are evaluated on the exact curve.
public struct PathMeasurement: Sendable {
    /// The largest distance between a step's chord and its curve, in path units (sets the step count).
    public static let tolerance: CGFloat = 0.01

    private struct Piece: Sendable {
        let element: Int
        let isClose: Bool
        let subpath: Int
        let segment: PathSegment
        let startDistance: CGFloat
        /// Cumulative arc lengths at parameters `i / (count − 1)`.
        let table: [CGFloat]
        var length: CGFloat { table[table.count - 1] }
    }

    private let pieces: [Piece]

    /// The total length of the path.
    public let length: CGFloat

    /// The length of every path element in ``CGPath/applyWithBlock(_:)`` order (zero for moves).
    public let elementLengths: [CGFloat]

    /// The distance along the path at which every element starts, in ``CGPath/applyWithBlock(_:)`` order.
    public let elementStartDistances: [CGFloat]

    /// Measures `path`.
    public init(_ path: CGPath) {
        let data = path.data
        var pieces: [Piece] = []
        var elementLengths = [CGFloat](repeating: 0, count: data.elements.count)
        var distance: CGFloat = 0
        for (subpathIndex, subpath) in data.subpaths.enumerated() {
            for (element, segment) in subpath.segments {
                let steps = segment.flatteningSteps(tolerance: PathMeasurement.tolerance)
                var table: [CGFloat] = [0]
                for step in 0..<steps {
                    let t0 = CGFloat(step) / CGFloat(steps)
                    let t1 = CGFloat(step + 1) / CGFloat(steps)
                    table.append(table[table.count - 1] + PathMeasurement.arcLength(of: segment, from: t0, to: t1))
                }
                let piece = Piece(element: element, isClose: data.elements[element] == .close,
                                  subpath: subpathIndex, segment: segment,
                                  startDistance: distance, table: table)
                pieces.append(piece)
                elementLengths[element] = piece.length
                distance += piece.length
            }
        }
        self.pieces = pieces
        self.length = distance
        self.elementLengths = elementLengths
        var start: CGFloat = 0
        elementStartDistances = elementLengths.map { elementLength in
            defer { start += elementLength }
            return start
        }
    }

    /// The position at `distance` along the path, clamped to `0...length`; `nil` when the path draws
    /// nothing. At a joint between two elements the later element is reported.
    public func position(atDistance distance: CGFloat) -> PathPosition? {
        guard let (piece, t) = locate(distance) else { return nil }
        return PathPosition(point: piece.segment.point(at: t), tangent: piece.segment.unitTangent(at: t),
                            elementIndex: piece.element)
    }

    /// The position at `fraction` (0 = start, 1 = end) of the path's length; `nil` when the path draws nothing.
    public func position(atFraction fraction: CGFloat) -> PathPosition? {
        position(atDistance: fraction * length)
    }

    /// The position at `fraction` of the length of the element at `elementIndex`; `nil` when that element
    /// draws nothing (a move, or an index out of range).
    public func position(inElement elementIndex: Int, atFraction fraction: CGFloat) -> PathPosition? {
        guard let piece = pieces.first(where: { $0.element == elementIndex }) else { return nil }
        let t = parameter(in: piece, atDistance: min(max(fraction, 0), 1) * piece.length)
        return PathPosition(point: piece.segment.point(at: t), tangent: piece.segment.unitTangent(at: t),
                            elementIndex: elementIndex)
    }

    /// The part of the path between two fractions of its length (clamped to `0...1`), as drawn by
    /// `CAShapeLayer` with `strokeStart`/`strokeEnd`. Each continuous run starts with a move; a closed
    /// subpath kept whole stays closed. Returns an empty path when `start >= end` or the path draws nothing.
    public func trimmedPath(fromFraction start: CGFloat, toFraction end: CGFloat) -> CGPath {
        let from = min(max(start, 0), 1) * length
        let to = min(max(end, 0), 1) * length
        var data = PathData()
        guard from < to else { return CGPath(data: data) }
        var previousSubpath = -1
        var runStartsAtSubpathStart = false
        for (index, piece) in pieces.enumerated() {
            let pieceEnd = piece.startDistance + piece.length
            let overlaps = piece.length > 0
                ? pieceEnd > from && piece.startDistance < to
                : piece.startDistance >= from && piece.startDistance <= to
            guard overlaps else { continue }
            let t0 = piece.startDistance >= from ? 0 : parameter(in: piece, atDistance: from - piece.startDistance)
            let t1 = pieceEnd <= to ? 1 : parameter(in: piece, atDistance: to - piece.startDistance)
            let part = piece.segment.subsegment(from: t0, to: t1)
            if piece.subpath != previousSubpath || data.currentPoint != part.start {
                data.append(.move(part.start))
                let isFirstOfSubpath = index == 0 || pieces[index - 1].subpath != piece.subpath
                runStartsAtSubpathStart = t0 == 0 && isFirstOfSubpath
                previousSubpath = piece.subpath
            }
            if piece.isClose && runStartsAtSubpathStart && t1 == 1 {
                data.append(.close)
            } else {
                data.append(PathMeasurement.element(for: part))
            }
        }
        return CGPath(data: data)
    }

    private static func element(for segment: PathSegment) -> PathElement {
        let p = segment.points
        switch segment.kind {
        case .line: return .line(p[1])
        case .quad: return .quad(p[1], p[2])
        case .cubic: return .cubic(p[1], p[2], p[3])
        }
    }

    /// The piece containing `distance` (clamped) and the curve parameter there: the last piece of
    /// non-zero length starting at or before the distance.
    private func locate(_ distance: CGFloat) -> (Piece, CGFloat)? {
        guard length > 0 else { return nil }
        let clamped = min(max(distance, 0), length)
        var low = 0
        var high = pieces.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].startDistance <= clamped { low = middle } else { high = middle - 1 }
        }
        while low > 0, pieces[low].length == 0 { low -= 1 }
        let piece = pieces[low]
        return (piece, parameter(in: piece, atDistance: clamped - piece.startDistance))
    }

    /// The arc length of `segment` between `t0` and `t1` by 3-point Gauss–Legendre quadrature of its speed
    /// (exact for lines; on a step where the chord stays within ``tolerance`` the error is negligible).
    private static func arcLength(of segment: PathSegment, from t0: CGFloat, to t1: CGFloat) -> CGFloat {
        if segment.kind == .line {
            let (dx, dy) = (segment.end.x - segment.start.x, segment.end.y - segment.start.y)
            return (dx * dx + dy * dy).squareRoot() * (t1 - t0)
        }
        let half = (t1 - t0) / 2
        let middle = (t0 + t1) / 2
        let offset = half * 0.774_596_669_241_483_4  // √(3/5)
        let nodes: [(CGFloat, CGFloat)] = [(middle - offset, 5.0 / 9.0), (middle, 8.0 / 9.0), (middle + offset, 5.0 / 9.0)]
        var sum: CGFloat = 0
        for (t, weight) in nodes {
            let d = segment.derivative(at: t)
            sum += weight * (d.dx * d.dx + d.dy * d.dy).squareRoot()
        }
        return sum * half
    }

    /// The curve parameter at `distance` from the piece's start, interpolated in the chord table.
    private func parameter(in piece: Piece, atDistance distance: CGFloat) -> CGFloat {
        let table = piece.table
        let steps = table.count - 1
        guard piece.length > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= piece.length { return 1 }
        var low = 0
        var high = steps
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle] <= distance { low = middle } else { high = middle }
        }
        let span = table[high] - table[low]
        let within = span > 0 ? (distance - table[low]) / span : 0
        return (CGFloat(low) + within) / CGFloat(steps)
    }
}

extension CGPath {
    /// The total drawn length of the path (a Flipbook addition; see ``PathMeasurement``).
    public var length: CGFloat { PathMeasurement(self).length }
}
