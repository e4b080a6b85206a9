import Foundation

/// A subpath as a run of drawn segments, with the index of the path element each segment comes from.
/// A closed subpath ends with its closing line (present even when it has zero length).
struct Subpath: Sendable {
    var segments: [(element: Int, segment: PathSegment)] = []
    var isClosed = false
}

extension PathData {
    /// The path split into subpaths of explicit segments (lone moves produce empty subpaths).
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current = Subpath()
        var start = CGPoint.zero
        var point = CGPoint.zero
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                if !current.segments.isEmpty { result.append(current) }
                current = Subpath()
                start = p
                point = p
            case .line(let p):
                current.segments.append((index, .line(point, p)))
                point = p
            case .quad(let c, let p):
                current.segments.append((index, .quad(point, c, p)))
                point = p
            case .cubic(let c1, let c2, let p):
                current.segments.append((index, .cubic(point, c1, c2, p)))
                point = p
            case .close:
                current.segments.append((index, .line(point, start)))
                current.isClosed = true
                point = start
            }
        }
        if !current.segments.isEmpty { result.append(current) }
        return result
    }
}
