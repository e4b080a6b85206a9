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

    /// The placement (image pixels → device) of the texture on the plane of triangle `(a, b, c)`: the homography
    /// under which texture coordinates over `w` and `1/w` vary linearly in device space. `nil` for a degenerate
    /// triangle or a vertex at or behind the eye (`w ≤ 0`).
    package static func imageToDevice(_ a: Vertex, _ b: Vertex, _ c: Vertex) -> Projective2D? {
        guard a.w > 0, b.w > 0, c.w > 0 else { return nil }
        let e1 = b.position - a.position, e2 = c.position - a.position
        let det = e1.cross(e2)
        guard det != 0, det.isFinite else { return nil }
        func plane(_ qa: Double, _ qb: Double, _ qc: Double) -> (Double, Double, Double) {
            let alpha = ((qb - qa) * e2.y - (qc - qa) * e1.y) / det
            let beta = (e1.x * (qc - qa) - e2.x * (qb - qa)) / det
            return (alpha, beta, qa - alpha * a.position.x - beta * a.position.y)
        }
        let u = plane(a.texCoord.x / a.w, b.texCoord.x / b.w, c.texCoord.x / c.w)
        let t = plane(a.texCoord.y / a.w, b.texCoord.y / b.w, c.texCoord.y / c.w)
        let q = plane(1 / a.w, 1 / b.w, 1 / c.w)
        return Projective2D(u.0, u.1, u.2, t.0, t.1, t.2, q.0, q.1, q.2).inverted
    }

    /// The triangles `indices` (three vertex indices each) as one path: triangles sharing an edge unite without a
    /// seam under the non-zero rule. Triangles with an out-of-range index are left out.
    package func path(of indices: ArraySlice<Int>) -> RasterPath {
        var path = RasterPath()
        var k = indices.startIndex
        while k + 2 < indices.endIndex {
            let (a, b, c) = (indices[k], indices[k + 1], indices[k + 2])
            k += 3
            guard vertices.indices.contains(a), vertices.indices.contains(b), vertices.indices.contains(c) else { continue }
            path.move(to: vertices[a].position)
            path.line(to: vertices[b].position)
            path.line(to: vertices[c].position)
            path.close()
        }
        return path
    }

    /// The one placement of the texture (image pixels → device) that the triangles `indices` share: that of the first
    /// proper triangle, when every vertex they reference lies on it (within 10⁻⁶ of its position, relative);
    /// `nil` when they bend, are all degenerate or reference a vertex out of range.
    package func sharedPlacement(of indices: ArraySlice<Int>) -> Projective2D? {
        guard indices.allSatisfy(vertices.indices.contains) else { return nil }
        var placement: Projective2D?
        var k = indices.startIndex
        while placement == nil, k + 2 < indices.endIndex {
            placement = Self.imageToDevice(vertices[indices[k]], vertices[indices[k + 1]], vertices[indices[k + 2]])
            k += 3
        }
        guard let placement else { return nil }
        for index in indices {
            let vertex = vertices[index]
            guard let mapped = placement.apply(vertex.texCoord),
                  (mapped - vertex.position).length <= 1e-6 * (1 + vertex.position.length) else { return nil }
        }
        return placement
    }
}
