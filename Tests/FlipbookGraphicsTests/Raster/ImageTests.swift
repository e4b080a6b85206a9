import Testing
@testable import FlipbookRaster

@Suite("Images, perspective and meshes")
struct ImageTests {
    typealias S = RasterTestSupport

    /// 2×2 image: black, white / white, black (opaque).
    static var checker: Pixmap {
        var img = S.canvas(2, 2)
        img.pixels = [PixelOps.pack(0, 0, 0, 255), PixelOps.pack(255, 255, 255, 255),
                      PixelOps.pack(255, 255, 255, 255), PixelOps.pack(0, 0, 0, 255)]
        return img
    }

    @Test("bilinear sampling of a 2×2 image scaled 4×: texel centres exact, in between interpolated")
    func bilinear2x2() {
        var p = S.canvas(8, 8)
        Painter().draw(Self.checker, in: &p, transform: .scale(4, 4), filter: .bilinear)
        func r(_ x: Int, _ y: Int) -> Int { Int(p.components(x: x, y: y).r) }
        // Device pixel x has image u = (x + 0.5) / 4; texel centres at u = 0.5 and 1.5.
        // Row 1 (v = 0.375, clamped to the first row): u = 0.375 → black, u = 0.875 → 3/8 white, 1.125 → 5/8.
        #expect(r(0, 0) == 0)
        #expect(abs(r(3, 1) - 96) <= 1)
        #expect(abs(r(4, 1) - 159) <= 1)
        #expect(r(7, 0) == 255)
        // Pixel (3, 3): weights 5/8 and 3/8 on both axes (8-bit: 160/96): rows mix to 96 and 159, then 120
        // (exact value 2·(5/8)(3/8)·255 = 119.5).
        #expect(r(3, 3) == 120)
        #expect(p.components(x: 5, y: 6).a == 255)
    }

    @Test("nearest sampling picks texels")
    func nearest() {
        var p = S.canvas(8, 8)
        Painter().draw(Self.checker, in: &p, transform: .scale(4, 4), filter: .nearest)
        #expect(p.components(x: 3, y: 3).r == 0)
        #expect(p.components(x: 4, y: 3).r == 255)
        #expect(p.components(x: 4, y: 4).r == 0)
    }

    @Test("integer placement copies pixels exactly")
    func blit() {
        var img = S.canvas(3, 2)
        img.pixels = (0..<6).map { PixelOps.pack(UInt32($0) * 40, 10, 20, 255) }
        var p = S.canvas(10, 10)
        Painter().draw(img, in: &p, transform: .translation(4, 5))
        #expect(p.pixel(x: 4, y: 5) == img.pixels[0])
        #expect(p.pixel(x: 6, y: 6) == img.pixels[5])
        #expect(p.pixel(x: 3, y: 5) == 0)
    }

    @Test("downscaling by 4× with .smooth averages instead of aliasing")
    func smoothDownscale() {
        var stripes = S.canvas(64, 64, fill: PixelOps.pack(0, 0, 0, 255))
        for y in 0..<64 { for x in 0..<64 where x % 2 == 0 { stripes.pixels[y * 64 + x] = PixelOps.pack(255, 255, 255, 255) } }
        var p = S.canvas(16, 16)
        Painter().draw(stripes, in: &p, transform: .scale(0.25, 0.25), filter: .smooth)
        for x in 2..<14 { #expect(abs(Int(p.components(x: x, y: 8).r) - 128) <= 2) }
        #expect(p.components(x: 8, y: 8).a == 255)
    }

    @Test("perspective quad: the image centre lands on the intersection of the quad's diagonals")
    func perspectiveQuad() throws {
        // Left half red, right half blue.
        var img = S.canvas(64, 64)
        for y in 0..<64 { for x in 0..<64 { img.pixels[y * 64 + x] = x < 32 ? PixelOps.pack(255, 0, 0, 255) : PixelOps.pack(0, 0, 255, 255) } }
        let q0 = Vec2(40, 20), q1 = Vec2(160, 20), q2 = Vec2(190, 180), q3 = Vec2(10, 180)
        let m = try #require(Projective2D.mapping(width: 64, height: 64, to: q0, q1, q2, q3))
        var p = S.canvas(200, 200)
        Painter().draw(img, in: &p, projective: m, filter: .bilinear)
        // Diagonals q0–q2 and q1–q3 intersect at x = 100 (by symmetry), y where the lines cross.
        let d1 = q2 - q0, d2 = q3 - q1
        let t = (q1 - q0).cross(d2) / d1.cross(d2)
        let centre = q0 + d1 * t
        let mapped = try #require(m.apply(Vec2(32, 32)))
        #expect(abs(mapped.x - centre.x) < 1e-9 && abs(mapped.y - centre.y) < 1e-9)
        let row = Int(centre.y)
        #expect(p.components(x: 97, y: row).r == 255)
        #expect(p.components(x: 103, y: row).b == 255)
        // The affine (wrong) midpoint of the vertical extent is not where the split occurs along the left edge.
        #expect(p.components(x: 5, y: 5).a == 0)
    }

    @Test("a two-triangle mesh draws the same image as the projective quad, away from the seam")
    func meshMatchesQuad() throws {
        var img = S.canvas(32, 32)
        for y in 0..<32 { for x in 0..<32 { img.pixels[y * 32 + x] = PixelOps.pack(UInt32(x * 8), UInt32(y * 8), 100, 255) } }
        let corners = [Vec2(10, 10), Vec2(90, 15), Vec2(95, 90), Vec2(5, 85)]
        let m = try #require(Projective2D.mapping(width: 32, height: 32, to: corners[0], corners[1], corners[2], corners[3]))
        var quad = S.canvas(100, 100)
        Painter().draw(img, in: &quad, projective: m)
        // The same quad as a mesh: w per vertex from the homography, positions projected.
        let uv = [Vec2(0, 0), Vec2(32, 0), Vec2(32, 32), Vec2(0, 32)]
        let vertices = uv.enumerated().map { i, t in
            TriangleMesh.Vertex(position: corners[i], w: m.m31 * t.x + m.m32 * t.y + m.m33, texCoord: t)
        }
        var meshed = S.canvas(100, 100)
        Painter().draw(TriangleMesh(vertices: vertices, indices: [0, 1, 2, 0, 2, 3]), texture: img, in: &meshed)
        for (x, y) in [(30, 30), (70, 30), (40, 70), (75, 40), (20, 60)] {
            let a = quad.components(x: x, y: y), b = meshed.components(x: x, y: y)
            #expect(abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1, "pixel \(x),\(y): \(a) vs \(b)")
        }
    }

    @Test("content behind the eye (w ≤ 0) is clipped away, not wrapped")
    func behindTheEye() {
        var img = S.canvas(16, 16, fill: PixelOps.pack(255, 255, 255, 255))
        img.pixels[0] = PixelOps.pack(255, 255, 255, 255)
        // w = 1 − x/8: the right half of the image is behind the eye.
        let m = Projective2D(4, 0, 10, 0, 4, 10, -1.0 / 8, 0, 1)
        var p = S.canvas(200, 200)
        Painter().draw(img, in: &p, projective: m)
        #expect(S.coveredArea(p) > 0)
        #expect(p.components(x: 5, y: 5).a == 0)
    }
}
