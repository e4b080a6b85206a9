import Foundation
import FlipbookRaster

/// `suckEffect` (private, no subtype): the old rendering is sucked into a point at the middle of the bounds'
/// bottom edge like a cloth pulled through a hole, uncovering the new rendering, which stays still beneath it.
///
/// The old rendering is a grid of thin rows (a Genie-like funnel). Each row starts moving when the suction reaches
/// it: the bottom row at once, the top row only at p = L/(1 + L), with lag L = 0.6; the row's own progress is
/// `q = clamp((1 + L)·p − L·(1 − v), 0, 1)` (v: the row's depth below the top of the bounds over their height, clamped to 0…1), so every row
/// reaches the hole at p = 1 and rows nearer the hole are always further gone. A row narrows first and sinks
/// after: its points move toward the hole S horizontally by `s(min(1, 1.5q))` of their distance (s = smoothstep)
/// and vertically by `q²`. Lower rows are narrower, so the sides curve into a funnel; rows never cross (the
/// distance to the hole falls row by row).
struct SuckRendition: TransitionRendition {
    /// Rows of the grid over the bounds' height (more rows over an area that extends beyond it).
    static let rowsPerHeight = 48.0
    /// Columns of the grid (a row's motion is affine across it; columns keep the cells' texture mapping close).
    static let columns = 8
    /// The most rows.
    static let maximumRows = 128

    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        guard let funnel = SuckFunnel(progress: progress, bounds: bounds) else { return [] }
        let rows = TransitionPiece.gridCells(along: Double(area.height), cell: Double(bounds.height) / Self.rowsPerHeight,
                                             maximum: Self.maximumRows)
        return [.slide(.after, showing: area, by: .zero),
                .grid(.before, over: area, columns: Self.columns, rows: rows) {
                    TransitionVertex(position: funnel.position(of: $0), texCoord: $0)
                }]
    }
}

/// Where ``SuckRendition`` draws each point of the old rendering at one progress.
struct SuckFunnel {
    /// How much later than the bottom row the top row starts moving, as a fraction of the transition: L.
    static let lag = 0.6
    /// How much faster a row narrows than it sinks.
    static let narrowingSpeed = 1.5

    /// The hole: the middle of the bounds' bottom edge.
    let hole: Vec2
    /// The top of the bounds and its height.
    let top: Double, height: Double
    /// The progress, `0...1`.
    let progress: Double

    /// The funnel at `progress` for a layer of `bounds`, or `nil` when the bounds are empty or not finite.
    init?(progress: Double, bounds: CGRect) {
        guard bounds.width > 0, bounds.height > 0, Double(bounds.width).isFinite, Double(bounds.height).isFinite,
              progress.isFinite else { return nil }
        hole = Vec2(Double(bounds.midX), Double(bounds.maxY))
        top = Double(bounds.minY)
        height = Double(bounds.height)
        self.progress = min(max(progress, 0), 1)
    }

    /// How far the row at `y` has gone into the hole, `0...1` (rows above or below the bounds move with the top or
    /// bottom row).
    func rowProgress(atY y: Double) -> Double {
        let depth = min(max((y - top) / height, 0), 1), lag = Self.lag
        return min(max((1 + lag) * progress - lag * (1 - depth), 0), 1)
    }

    /// Where the point `point` of the old rendering is drawn.
    func position(of point: Vec2) -> Vec2 {
        let rowProgress = rowProgress(atY: point.y)
        let narrowing = min(1, Self.narrowingSpeed * rowProgress)
        let squeeze = narrowing * narrowing * (3 - 2 * narrowing)
        return Vec2(hole.x + (point.x - hole.x) * (1 - squeeze),
                    hole.y + (point.y - hole.y) * (1 - rowProgress * rowProgress))
    }
}
