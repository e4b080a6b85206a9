/// A textured triangle mesh in device space, drawn perspective-correctly.
package struct TriangleMesh: Sendable {
    /// One mesh vertex.
    package struct Vertex: Sendable, Equatable {
        /// Projected device position.
        package var position: Vec2
        /// Homogeneous `w` of the vertex before projection (1 for flat meshes); must be positive.
        package var w: Double
        /// Texture coordinate in image pixels.
        package var texCoord: Vec2

        /// Creates a vertex.
        package init(position: Vec2, w: Double = 1, texCoord: Vec2) {
            self.position = position
            self.w = w
            self.texCoord = texCoord
        }
    }

    package var vertices: [Vertex]
    /// Three vertex indices per triangle; triangles with an out-of-range index are skipped.
    package var indices: [Int]

    /// Creates a mesh.
    package init(vertices: [Vertex], indices: [Int]) {
        self.vertices = vertices
        self.indices = indices
    }
}
