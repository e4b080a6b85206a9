import FlipbookRaster

/// One vertex of a transition piece: the raster's mesh vertex, in the layer's coordinates instead of the device's.
/// `position` is where it is drawn (after the rendition's own perspective divide), `w` its homogeneous weight
/// before that divide (1 for flat pieces; positive), `texCoord` the point of the source rendering shown there.
package typealias TransitionVertex = TriangleMesh.Vertex
