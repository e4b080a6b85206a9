import Foundation

/// The value inside a ``CGPath``: its elements plus the current point and the start of the current subpath.
///
/// Appending follows Core Graphics' rules: a line or curve without a current point is ignored (Apple logs
/// "no current point" and ignores it too), a close without an open subpath is ignored, and drawing after a
/// close starts a new subpath at the closed subpath's start point, which is made explicit with a move.
struct PathData: Hashable, Sendable {
    private(set) var elements: [PathElement] = []
    private(set) var currentPoint: CGPoint?
    private var subpathStart: CGPoint?

    init() {}

    init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p):
            elements.append(element)
            currentPoint = p
            subpathStart = p
        case .line, .quad, .cubic:
            guard currentPoint != nil else { return }
            if elements.last == .close, let start = subpathStart {
                elements.append(.move(start))
            }
            elements.append(element)
            currentPoint = element.points.last
        case .close:
            guard let last = elements.last, last != .close else { return }
            elements.append(.close)
            currentPoint = subpathStart
        }
    }

    /// Appends a line to `point` unless the current point is already there (arcs and rounded corners
    /// start with such a line).
    mutating func appendLineUnlessAtCurrentPoint(to point: CGPoint) {
        if point != currentPoint { append(.line(point)) }
    }

    static func == (lhs: PathData, rhs: PathData) -> Bool {
        lhs.elements == rhs.elements
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}
