import FlipbookRaster

/// One vertex of a transition piece.
package struct TransitionVertex: Sendable, Equatable {
    /// Where the vertex is drawn, in the layer's coordinates (after the rendition's own perspective divide).
    package var position: Vec2
    /// The homogeneous `w` of the vertex before that divide (1 for flat pieces); must be positive. Textures are
    /// interpolated perspective-correctly with it.
    package var w: Double
    /// The point of the source rendering shown at the vertex, in the layer's coordinates.
    package var texCoord: Vec2

    /// Creates a vertex.
    package init(position: Vec2, w: Double = 1, texCoord: Vec2) {
        self.position = position
        self.w = w
        self.texCoord = texCoord
    }
}
