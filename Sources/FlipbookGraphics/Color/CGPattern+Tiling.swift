import Foundation
import FlipbookRaster

extension CGPattern {
    /// The most tiles one fill lays down; a pattern whose tiles are smaller paints nothing there, rather than
    /// spending unbounded time on sub-pixel tiles.
    static let maximumTileCount = 1 << 20

    /// A paint that shows the pattern over the pixels `x0..<x1` × `y0..<y1` of a target, the pattern space
    /// placed by `patternToTarget` (the tiles' origin at the pattern space's origin); `nil` when there is
    /// nothing to paint (no tile, an empty or degenerate tile, an empty region, too many tiles).
    ///
    /// The tiles are drawn once into a pixmap covering the region (each tile's pixels through `filter`), which
    /// is then used as an image paint at whole-pixel offset, so shapes filled with it keep their anti-aliased
    /// edges, clip, blend mode and shadow.
    package func paint(patternToTarget: Transform2D, x0: Int, y0: Int, x1: Int, y1: Int, filter: ImageFilter,
                       alpha: Double) -> Paint? {
        guard let tile, tile.width > 0, tile.height > 0, x1 > x0, y1 > y0 else { return nil }
        let step = (width: Double(size.width), height: Double(size.height))
        guard step.width.isFinite, step.height.isFinite, step.width > 0, step.height > 0,
              let targetToPattern = patternToTarget.inverted else { return nil }
        let corners = [Vec2(Double(x0), Double(y0)), Vec2(Double(x1), Double(y0)), Vec2(Double(x0), Double(y1)),
                       Vec2(Double(x1), Double(y1))].map(targetToPattern.apply)
        let columns = tileRange(corners.map(\.x), step: step.width)
        let rows = tileRange(corners.map(\.y), step: step.height)
        guard let columns, let rows, columns.count.multipliedReportingOverflow(by: rows.count).partialValue
                <= Self.maximumTileCount, !columns.isEmpty, !rows.isEmpty,
              var tiled = try? Pixmap(width: x1 - x0, height: y1 - y0) else { return nil }
        let painter = Painter()
        let pixelsToTile = Transform2D.scale(step.width / Double(tile.width), step.height / Double(tile.height))
        let toRegion = patternToTarget.concatenating(.translation(Double(-x0), Double(-y0)))
        for row in rows {
            for column in columns {
                let placement = pixelsToTile
                    .concatenating(.translation(Double(column) * step.width, Double(row) * step.height))
                    .concatenating(toRegion)
                painter.draw(tile.pixmap, in: &tiled, transform: placement, filter: filter)
            }
        }
        return Paint(.image(ImagePattern(image: tiled, transform: .translation(Double(x0), Double(y0)), filter: .nearest)),
                     alpha: alpha)
    }

    /// The indices of the tiles of width `step` that overlap the span of `values`; `nil` when it is not finite.
    private func tileRange(_ values: [Double], step: Double) -> ClosedRange<Int>? {
        guard let low = values.min(), let high = values.max(), low.isFinite, high.isFinite else { return nil }
        let first = (low / step).rounded(.down), last = (high / step).rounded(.up) - 1
        guard abs(first) < 1e9, abs(last) < 1e9, last >= first else { return nil }
        return Int(first)...Int(last)
    }
}
