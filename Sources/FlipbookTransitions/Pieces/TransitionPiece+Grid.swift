import Foundation
import FlipbookRaster

extension TransitionPiece {
    /// `rect` of `source` cut into `columns` × `rows` equal cells (two triangles each) whose corners are placed by
    /// `vertex`: given a grid point of `rect`, the vertex drawn for it (where it goes and what it shows) — a mesh
    /// warp of the rendering.
    static func grid(_ source: TransitionSource, over rect: CGRect, columns: Int, rows: Int, alpha: Double = 1,
                     compositing: Compositing = .over, vertex: (Vec2) -> TransitionVertex) -> TransitionPiece {
        let columns = max(columns, 1), rows = max(rows, 1)
        let x0 = Double(rect.minX), y0 = Double(rect.minY)
        let cellWidth = Double(rect.width) / Double(columns), cellHeight = Double(rect.height) / Double(rows)
        var vertices: [TransitionVertex] = []
        vertices.reserveCapacity((columns + 1) * (rows + 1))
        for row in 0...rows {
            for column in 0...columns {
                vertices.append(vertex(Vec2(x0 + Double(column) * cellWidth, y0 + Double(row) * cellHeight)))
            }
        }
        var indices: [Int] = []
        indices.reserveCapacity(columns * rows * 6)
        for row in 0..<rows {
            for column in 0..<columns {
                let topLeft = row * (columns + 1) + column, bottomLeft = topLeft + columns + 1
                indices += [topLeft, topLeft + 1, bottomLeft + 1, topLeft, bottomLeft + 1, bottomLeft]
            }
        }
        return TransitionPiece(fill: .image(source), vertices: vertices, indices: indices, alpha: alpha,
                               compositing: compositing)
    }

    /// How many grid cells of about `cell` points span `length` points: at least 1, at most `maximum`.
    static func gridCells(along length: Double, cell: Double, maximum: Int) -> Int {
        guard cell > 0, (length / cell).isFinite else { return 1 }
        return min(max(Int((length / cell).rounded(.up)), 1), maximum)
    }
}
