import Testing
@testable import FlipbookRaster

@Suite("Bilinear sampling fast paths")
struct BilinearSamplingTests {
    typealias S = RasterTestSupport

    /// A random premultiplied pixel.
    static func pixel(_ rng: inout S.XorShift32) -> UInt32 {
        let a = rng.next() % 256
        return PixelOps.pack(rng.next() % (a + 1), rng.next() % (a + 1), rng.next() % (a + 1), a)
    }

    /// A random premultiplied image.
    static func image(_ width: Int, _ height: Int, _ rng: inout S.XorShift32) -> Pixmap {
        var img = S.canvas(width, height)
        for i in img.pixels.indices { img.pixels[i] = pixel(&rng) }
        return img
    }

    /// The bilinear sample of device pixel `(x, y)` from each column's and row's own 16.16 position: the two
    /// rows blended first, then the two columns, taps clamped to the image (the sampler's definition for
    /// placements without rotation or shear).
    static func reference(_ img: Pixmap, _ m: Projective2D, x: Int, y: Int) -> UInt32 {
        let u = ImageSampler.fixed(m.m11 * (Double(x) + 0.5) + m.m12 * (Double(y) + 0.5) + m.m13) - 32768
        let v = ImageSampler.fixed(m.m21 * (Double(x) + 0.5) + m.m22 * (Double(y) + 0.5) + m.m23) - 32768
        let ix = u >> 16, iy = v >> 16
        let fu = UInt32((u >> 8) & 0xFF), fv = UInt32((v >> 8) & 0xFF)
        let x0 = min(max(ix, 0), img.width - 1), x1 = min(max(ix + 1, 0), img.width - 1)
        let y0 = min(max(iy, 0), img.height - 1), y1 = min(max(iy + 1, 0), img.height - 1)
        let left = BilinearKernels.mix(img.pixel(x: x0, y: y0), img.pixel(x: x0, y: y1), fv)
        let right = BilinearKernels.mix(img.pixel(x: x1, y: y0), img.pixel(x: x1, y: y1), fv)
        return BilinearKernels.mix(left, right, fu)
    }

    @Test("SIMD row blends equal the scalar mix for every length 0…19 and weights 0…256")
    func rowBlends() {
        var rng = S.XorShift32(state: 12345)
        let n = 24
        let a = UnsafeMutablePointer<UInt32>.allocate(capacity: n), b = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        let wide = UnsafeMutablePointer<UInt64>.allocate(capacity: n + 1), out = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        defer { a.deallocate(); b.deallocate(); wide.deallocate(); out.deallocate() }
        for count in 0..<20 {
            for f: UInt32 in [0, 1, 127, 128, 255, 256, rng.next() % 257] {
                for i in 0..<n { a[i] = Self.pixel(&rng); b[i] = Self.pixel(&rng) }
                BilinearKernels.blendRows(a, b, weight: f, count: count, into: wide)
                for i in 0..<count {
                    #expect(BilinearKernels.narrow(wide[i]) == BilinearKernels.mix(a[i], b[i], f), "count \(count) f \(f) i \(i)")
                    #expect(BilinearKernels.widen(BilinearKernels.narrow(wide[i])) == wide[i])
                }
                for i in 0...count { wide[i] = BilinearKernels.widen(Self.pixel(&rng)) }
                BilinearKernels.blendNeighbours(wide, weight: f, count: count, into: out)
                for i in 0..<count {
                    let expected = BilinearKernels.mix(BilinearKernels.narrow(wide[i]), BilinearKernels.narrow(wide[i + 1]), f)
                    #expect(out[i] == expected, "count \(count) f \(f) i \(i)")
                }
            }
        }
    }

    @Test("gathered pair blends equal the scalar mix for random taps, every length 0…19")
    func tapBlends() {
        var rng = S.XorShift32(state: 777)
        let texels = 16, n = 20
        let row = UnsafeMutablePointer<UInt64>.allocate(capacity: texels), out = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        let taps = UnsafeMutablePointer<Int32>.allocate(capacity: n), weights = UnsafeMutablePointer<UInt64>.allocate(capacity: n)
        defer { row.deallocate(); out.deallocate(); taps.deallocate(); weights.deallocate() }
        for count in 0..<n {
            for k in 0..<texels { row[k] = BilinearKernels.widen(Self.pixel(&rng)) }
            for i in 0..<count {
                taps[i] = Int32(rng.next() % UInt32(texels - 1))
                weights[i] = UInt64(rng.next() % 257) &* 0x0001_0001_0001_0001
            }
            BilinearKernels.blendTaps(row, texels: taps, weights: weights, count: count, into: out)
            for i in 0..<count {
                let k = Int(taps[i])
                let expected = BilinearKernels.mix(BilinearKernels.narrow(row[k]), BilinearKernels.narrow(row[k + 1]),
                                                   UInt32(weights[i] & 0xFFFF))
                #expect(out[i] == expected, "count \(count) i \(i)")
            }
        }
    }

    /// Shades rows `0..<height` of a `width`-pixel device area in spans cut at random places.
    static func shaded(_ sampler: ImageSampler, width: Int, height: Int, _ rng: inout S.XorShift32) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                var x = 0
                while x < width {
                    let n = min(width - x, 1 + Int(rng.next() % 40))
                    sampler.shade(y: y, x0: x, count: n, into: buffer.baseAddress! + y * width + x)
                    x += n
                }
            }
        }
        return out
    }

    @Test("scaled, flipped and translated placements sample the reference taps, however rows are split into spans",
          arguments: 0..<12)
    func axisAlignedPlacements(seed: Int) throws {
        var rng = S.XorShift32(state: UInt32(1000 + seed))
        let img = Self.image(2 + Int(rng.next() % 40), 1 + Int(rng.next() % 30), &rng)
        // Scales from ¼ to 4, some mirrored, some exactly 1 (the unit-step path); translations on a 1/1024 grid.
        let scales: [Double] = [1, 1.5625, 0.64, 3.7, 0.26, -1.3, 2]
        let sx = seed % 3 == 0 ? 1 : scales[Int(rng.next() % UInt32(scales.count))]
        let sy = seed % 4 == 0 ? 1 : scales[Int(rng.next() % UInt32(scales.count))]
        let tx = Double(Int(rng.next() % 40_000)) / 1024 - 10, ty = Double(Int(rng.next() % 40_000)) / 1024 - 10
        let placement = Transform2D.scale(sx, sy).concatenating(.translation(tx, ty))
        let sampler = try #require(ImageSampler(ImagePattern(image: img, transform: placement, filter: .bilinear)))
        let width = 90, height = 60
        let got = Self.shaded(sampler, width: width, height: height, &rng)
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width where got[y * width + x] != Self.reference(img, sampler.inverse, x: x, y: y) { mismatches += 1 }
        }
        #expect(mismatches == 0, "image \(img.width)×\(img.height), scale \(sx)×\(sy), offset \(tx), \(ty)")
    }

    @Test("a one-texel-wide image (no pair to gather) still samples its column")
    func singleColumn() throws {
        var rng = S.XorShift32(state: 99)
        let img = Self.image(1, 8, &rng)
        let sampler = try #require(ImageSampler(ImagePattern(image: img, transform: .scale(3, 1.7), filter: .bilinear)))
        let got = Self.shaded(sampler, width: 12, height: 14, &rng)
        for y in 0..<14 {
            for x in 0..<12 { #expect(got[y * 12 + x] == Self.reference(img, sampler.inverse, x: x, y: y)) }
        }
    }
}
