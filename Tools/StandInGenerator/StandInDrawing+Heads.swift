import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// Article 002 B-9's `grayHead` (unnamed in the article): a grey avatar tile, 90 × 90 (the 30-point head at 3×).
    static let grayHead = head(named: "GrayHead", tile: rgb(0.62, 0.62, 0.64))

    /// Article 002 B-9's `greenHead` (unnamed in the article): the same avatar in green, which the mask fills in.
    static let greenHead = head(named: "GreenHead", tile: rgb(0.2, 0.72, 0.32))

    /// A square avatar tile in `tile`, corner to corner, with a white head-and-shoulders silhouette in the middle:
    /// the head a circle of radius 18 at (45, 39), the shoulders the top of an ellipse centred on the bottom edge —
    /// so that the corners, where B-9's mask circles start, show the tile's colour.
    private static func head(named name: String, tile: CGColor) -> StandInDrawing {
        StandInDrawing(name: name, width: 90, height: 90) { ctx in
            ctx.setFillColor(tile)
            ctx.fill(CGRect(x: 0, y: 0, width: 90, height: 90))
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.fillCircle(center: CGPoint(x: 45, y: 39), radius: 18)
            ctx.addEllipse(in: CGRect(x: 15, y: 63, width: 60, height: 54))
            ctx.fillPath()
        }
    }
}
