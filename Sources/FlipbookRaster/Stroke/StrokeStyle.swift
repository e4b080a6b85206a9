/// The shape of line ends.
package enum LineCap: Sendable, Equatable {
    /// The stroke ends exactly at the end point.
    case butt
    /// A half disc of diameter `width` around the end point.
    case round
    /// The stroke extends `width / 2` beyond the end point.
    case square
}

/// The shape of corners between segments.
package enum LineJoin: Sendable, Equatable {
    /// Sharp corner, bevelled when longer than `miterLimit × width`.
    case miter
    /// A disc of diameter `width` around the corner.
    case round
    /// The outer corner cut straight.
    case bevel
}

/// Stroke parameters (user space).
package struct StrokeStyle: Sendable, Equatable {
    /// Line width; nothing is stroked when it is not positive.
    package var width: Double
    package var cap: LineCap
    package var join: LineJoin
    /// Largest ratio of miter length to line width before a miter join becomes a bevel (as in Core Graphics/SVG).
    package var miterLimit: Double
    /// Alternating on/off lengths; empty (or all zero, or any negative) means a solid line.
    package var dashes: [Double]
    /// Distance into the dash pattern at which the stroke starts.
    package var dashPhase: Double

    /// Creates a stroke style (defaults as Core Graphics: width 1, butt caps, miter joins, limit 10, no dashes).
    package init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                 dashes: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dashes = dashes; self.dashPhase = dashPhase
    }

    /// Whether the dash pattern is usable (non-empty, finite, non-negative, positive total).
    package var isDashed: Bool {
        !dashes.isEmpty && dashes.allSatisfy { $0 >= 0 && $0.isFinite } && dashes.reduce(0, +) > 0
    }
}
