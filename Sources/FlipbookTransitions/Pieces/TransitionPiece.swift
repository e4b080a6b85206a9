import Foundation
import FlipbookRaster

/// One textured or coloured triangle mesh a transition draws at some progress, in the layer's coordinates.
///
/// A rendition returns its pieces back to front; they are drawn in that order onto a transparent surface covering
/// the transition's extent, which is then composited like the layer's own rendering (with its opacity, shadow and
/// mask, clipped to its bounds when `masksToBounds`).
package struct TransitionPiece: Sendable {
    /// What the piece paints.
    package enum Fill: Sendable, Equatable {
        /// A rendering of the layer, sampled at the vertices' texture coordinates (bilinear, perspective-correct).
        case image(TransitionSource)
        /// A solid colour (shadows, dark backdrops, the blades of an iris).
        case color(RasterColor)
    }

    /// How the piece combines with the pieces beneath it.
    package enum Compositing: Sendable, Equatable {
        /// Source over.
        case over
        /// Added (`plusLighter`): two renderings weighted by `alpha` and `1 − alpha` sum to a cross-dissolve.
        case add
    }

    /// What the piece paints.
    package var fill: Fill
    /// The vertices.
    package var vertices: [TransitionVertex]
    /// Three vertex indices per triangle.
    package var indices: [Int]
    /// Multiplies the piece's alpha (`0...1`).
    package var alpha: Double
    /// Multiplies the colour of an image piece, alpha unchanged (lighting: 1 is unlit, 0 black).
    package var shade: Double
    /// How the piece combines with those beneath it.
    package var compositing: Compositing

    /// Creates a piece.
    package init(fill: Fill, vertices: [TransitionVertex], indices: [Int], alpha: Double = 1, shade: Double = 1,
                 compositing: Compositing = .over) {
        self.fill = fill
        self.vertices = vertices
        self.indices = indices
        self.alpha = alpha
        self.shade = shade
        self.compositing = compositing
    }

    /// `rect` of `source` drawn moved by `offset` (an affine slide).
    package static func slide(_ source: TransitionSource, showing rect: CGRect, by offset: Vec2,
                              alpha: Double = 1, compositing: Compositing = .over) -> TransitionPiece {
        let vertices = corners(of: rect).map { TransitionVertex(position: $0 + offset, texCoord: $0) }
        return TransitionPiece(fill: .image(source), vertices: vertices, indices: [0, 1, 2, 0, 2, 3], alpha: alpha,
                               compositing: compositing)
    }

    /// The distance from `point` to the farthest corner of `rect`.
    package static func farthestCorner(of rect: CGRect, from point: Vec2) -> Double {
        corners(of: rect).map { ($0 - point).length }.max() ?? 0
    }

    /// The corners of `rect`: top-left, top-right, bottom-right, bottom-left (layer coordinates, y down).
    package static func corners(of rect: CGRect) -> [Vec2] {
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        return [Vec2(x0, y0), Vec2(x1, y0), Vec2(x1, y1), Vec2(x0, y1)]
    }
}
