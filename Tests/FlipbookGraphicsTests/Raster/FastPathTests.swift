import Testing
@testable import FlipbookRaster
#if arch(x86_64)
import FlipbookRasterAVX2
#endif

/// The engine's fast paths (SIMD kernels, the analytic rectangle rows, the unclipped polygon accumulation) give
/// the same bytes as the scalar formulas and the general paths, on seeded random inputs.
@Suite("Fast paths equal the general paths")
struct FastPathTests {
    typealias S = RasterTestSupport

    /// A random premultiplied pixel (every channel ≤ alpha); one in four is opaque, one in eight transparent.
    private static func premultiplied(_ rng: inout S.XorShift32) -> UInt32 {
        let pick = rng.next() & 7
        let a: UInt32 = pick == 0 ? 0 : pick < 3 ? 255 : rng.next() & 0xFF
        func channel() -> UInt32 { a == 0 ? 0 : rng.next() % (a + 1) }
        return PixelOps.pack(channel(), channel(), channel(), a)
    }

    /// Random coverage with runs of 0 and 255, as the sweep produces them.
    private static func coverage(_ rng: inout S.XorShift32, _ count: Int) -> [UInt8] {
        var cov: [UInt8] = []
        while cov.count < count {
            let run = Int(rng.next() % 9) + 1
            let kind = rng.next() % 3
            for _ in 0..<run { cov.append(kind == 0 ? 0 : kind == 1 ? 255 : UInt8(truncatingIfNeeded: rng.next())) }
        }
        return Array(cov.prefix(count))
    }

    // Array storage is 16-byte aligned, so offsets 0...3 start the kernels at every pixel position relative to
    // a 16-byte boundary.

    /// The ways a constant src-over span is drawn: the entry point (which takes the AVX2 kernel where
    /// ``PixelKernels/usesAVX2``), and the 128-bit kernel alone, so both are checked on a machine with AVX2.
    enum ConstantSourceOverPath: CaseIterable, Sendable {
        case dispatched, only128Bit
        func run(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32) {
            switch self {
            case .dispatched: PixelKernels.sourceOverSolid(dst, count, s)
            case .only128Bit: PixelKernels.scaleAndAdd(dst, count, s, 255 &- (s >> 24))
            }
        }
    }

    @Test("constant src-over kernel equals s + d·(1 − αs) per pixel, every span length and alignment",
          arguments: ConstantSourceOverPath.allCases)
    func constantSourceOver(path: ConstantSourceOverPath) {
        var rng = S.XorShift32(state: 2024)
        for count in 0...70 { for offset in 0..<4 {
            let s = Self.premultiplied(&rng)
            let d = (0..<(count + 4)).map { _ in Self.premultiplied(&rng) }
            var fast = d
            fast.withUnsafeMutableBufferPointer { path.run($0.baseAddress! + offset, count, s) }
            var expected = d
            for i in offset..<(offset + count) { expected[i] = PixelOps.sourceOver(s, d[i]) }
            #expect(fast == expected, "count \(count) offset \(offset)")
        } }
    }

    @Test("fill kernel sets exactly the span, every length and alignment, short and long (string-store) runs",
          arguments: [Array(0...70), [-1, 0, 1, 37].map { PixelKernels.stringStoreMinimum + $0 }])
    func fillSpan(counts: [Int]) {
        var rng = S.XorShift32(state: 12)
        for count in counts { for offset in 0..<4 {
            let d = (0..<(count + 4)).map { _ in Self.premultiplied(&rng) }
            let value = Self.premultiplied(&rng)
            var fast = d
            fast.withUnsafeMutableBufferPointer { PixelKernels.fill($0.baseAddress! + offset, count, value) }
            var expected = d
            for i in offset..<(offset + count) { expected[i] = value }
            #expect(fast == expected, "count \(count) offset \(offset)")
        } }
    }

    @Test("masked constant src-over kernel equals sourceOver(scale(s, c), d) per pixel")
    func maskedSourceOver() {
        var rng = S.XorShift32(state: 77)
        for count in 0...70 {
            let s = Self.premultiplied(&rng)
            let d = (0..<count).map { _ in Self.premultiplied(&rng) }
            let cov = Self.coverage(&rng, count)
            var fast = d
            fast.withUnsafeMutableBufferPointer { dst in
                cov.withUnsafeBufferPointer { PixelKernels.sourceOverSolid(dst.baseAddress!, $0.baseAddress!, count, s) }
            }
            let expected = (0..<count).map { PixelOps.sourceOver(PixelOps.scale(s, UInt32(cov[$0])), d[$0]) }
            #expect(fast == expected, "count \(count)")
        }
    }

    /// The ways a per-pixel src-over span is drawn (with group opacity `alpha`, or without when nil): the entry
    /// points and the 128-bit kernels alone.
    enum SpanSourceOverPath: CaseIterable, Sendable {
        case dispatched, only128Bit
        func run(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int, alpha: UInt32?) {
            switch (self, alpha) {
            case (.dispatched, nil): PixelKernels.sourceOver(dst, src, count)
            case (.dispatched, let alpha?): PixelKernels.sourceOver(dst, src, count, alpha: alpha)
            case (.only128Bit, nil): PixelKernels.sourceOverSpan128(dst, src, count)
            case (.only128Bit, let alpha?): PixelKernels.sourceOverScaledSpan128(dst, src, count, alpha)
            }
        }
    }

    @Test("per-pixel src-over kernels equal sourceOver(scale(src, α), d) per pixel, every length and alignment",
          arguments: SpanSourceOverPath.allCases, [nil, 0, 1, 128, 254, 255] as [UInt32?])
    func spanSourceOver(path: SpanSourceOverPath, alpha: UInt32?) {
        var rng = S.XorShift32(state: 5)
        for count in 0...70 { for offset in 0..<4 {
            let src = (0..<count).map { _ in Self.premultiplied(&rng) }
            let d = (0..<(count + 4)).map { _ in Self.premultiplied(&rng) }
            var fast = d
            fast.withUnsafeMutableBufferPointer { dst in
                src.withUnsafeBufferPointer { path.run(dst.baseAddress! + offset, $0.baseAddress!, count, alpha: alpha) }
            }
            var expected = d
            for i in 0..<count {
                let s = alpha.map { PixelOps.scale(src[i], $0) } ?? src[i]
                expected[offset + i] = PixelOps.sourceOver(s, d[offset + i])
            }
            #expect(fast == expected, "count \(count) offset \(offset)")
        } }
    }

    #if arch(x86_64)
    @Test("AVX2 kernels do every whole group of eight pixels and equal the scalar formulas; the tail is untouched",
          .enabled(if: PixelKernels.usesAVX2, "needs an x86-64 processor with AVX2"))
    func avx2Kernels() {
        var rng = S.XorShift32(state: 31)
        for count in 0...70 { for offset in 0..<4 {
            let s = Self.premultiplied(&rng)
            let src = (0..<count).map { _ in Self.premultiplied(&rng) }
            let d = (0..<(count + 4)).map { _ in Self.premultiplied(&rng) }
            let alpha = rng.next() & 0xFF
            var constant = d, span = d, scaled = d
            let doneConstant = constant.withUnsafeMutableBufferPointer {
                AVX2Kernels.sourceOverSolid($0.baseAddress! + offset, count, s)
            }
            let doneSpan = span.withUnsafeMutableBufferPointer { dst in
                src.withUnsafeBufferPointer { AVX2Kernels.sourceOver(dst.baseAddress! + offset, $0.baseAddress!, count) }
            }
            let doneScaled = scaled.withUnsafeMutableBufferPointer { dst in
                src.withUnsafeBufferPointer {
                    AVX2Kernels.sourceOver(dst.baseAddress! + offset, $0.baseAddress!, count, alpha: alpha)
                }
            }
            #expect([doneConstant, doneSpan, doneScaled] == Array(repeating: count & ~7, count: 3), "count \(count)")
            var expectedConstant = d, expectedSpan = d, expectedScaled = d
            for i in 0..<(count & ~7) {
                expectedConstant[offset + i] = PixelOps.sourceOver(s, d[offset + i])
                expectedSpan[offset + i] = PixelOps.sourceOver(src[i], d[offset + i])
                expectedScaled[offset + i] = PixelOps.sourceOver(PixelOps.scale(src[i], alpha), d[offset + i])
            }
            #expect(constant == expectedConstant, "constant source, count \(count) offset \(offset)")
            #expect(span == expectedSpan, "per-pixel source, count \(count) offset \(offset)")
            #expect(scaled == expectedScaled, "per-pixel source at opacity \(alpha), count \(count) offset \(offset)")
        } }
    }
    #endif

    /// A 40×30 background of random premultiplied pixels.
    private static func background(_ rng: inout S.XorShift32) -> Pixmap {
        var p = S.canvas(40, 30)
        for i in p.pixels.indices { p.pixels[i] = premultiplied(&rng) }
        return p
    }

    @Test("rectangle fills blend each pixel with its exact overlap, rounded once, in every blend mode",
          arguments: [BlendMode.normal, .copy, .multiply, .plusLighter])
    func rectangleRows(mode: BlendMode) {
        var rng = S.XorShift32(state: 31)
        for _ in 0..<40 {
            // Sizes from a fraction of a pixel to most of the canvas, some aligned, some past the edges.
            let aligned = rng.next() % 4 == 0
            func coordinate(_ limit: Double) -> Double {
                let v = rng.unit() * limit - 2
                return aligned ? v.rounded() : v
            }
            let l = coordinate(36), t = coordinate(26)
            let w = rng.next() % 3 == 0 ? rng.unit() * 1.5 : rng.unit() * 30
            let h = rng.next() % 3 == 0 ? rng.unit() * 1.5 : rng.unit() * 25
            let r = aligned ? (l + w).rounded() : l + w, b = aligned ? (t + h).rounded() : t + h
            let paint = RasterColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 0.5 + rng.unit() / 2)
            let color = paint.premultiplied
            let before = Self.background(&rng)
            var path = RasterPath()
            path.addRect(x: l, y: t, width: r - l, height: b - t)
            var fast = before
            Painter().fill(path, in: &fast, paint: .solid(paint), blend: mode)
            for y in 0..<30 { for x in 0..<40 {
                let area = S.overlap(x: x, y: y, l, t, r, b)
                let c = UInt32(UInt8(area * 255 + 0.5))
                let d = before.pixel(x: x, y: y)
                let expected: UInt32
                switch mode {
                case .normal: expected = PixelOps.sourceOver(PixelOps.scale(color, c), d)
                case .copy: expected = PixelOps.lerp(color, d, c)
                case .multiply: expected = PixelOps.lerp(PixelOps.multiply(color, d), d, c)
                default: expected = PixelOps.addSaturating(PixelOps.scale(color, c), d)
                }
                #expect(fast.pixel(x: x, y: y) == expected, "pixel \(x),\(y) of \(l),\(t),\(r),\(b)")
            } }
        }
    }

    @Test("full-width rectangles (rows that are one contiguous run) blend exactly as narrower ones",
          arguments: [BlendMode.normal, .copy, .clear, .screen])
    func fullWidthRectangles(mode: BlendMode) {
        var rng = S.XorShift32(state: 99)
        for _ in 0..<12 {
            let t = Double(rng.next() % 10) - 2, h = Double(rng.next() % 30) + 1
            let paint = RasterColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.unit())
            let before = Self.background(&rng)
            var path = RasterPath()
            path.addRect(x: -3, y: t, width: 50, height: h)
            var full = before
            Painter().fill(path, in: &full, paint: .solid(paint), blend: mode)
            // The same rows one pixel column at a time: never contiguous.
            var columns = before
            for x in 0..<40 {
                var column = RasterPath()
                column.addRect(x: Double(x), y: t, width: 1, height: h)
                Painter().fill(column, in: &columns, paint: .solid(paint), blend: mode)
            }
            #expect(full == columns, "rows \(t) + \(h)")
        }
    }

    @Test("rectangle fills give the same bytes with and without a clip that covers everything")
    func rectangleClipIndependence() throws {
        var rng = S.XorShift32(state: 404)
        let clip = try Mask(width: 40, height: 30, value: 255)
        for _ in 0..<30 {
            let l = rng.unit() * 30, t = rng.unit() * 20
            var path = RasterPath()
            path.addRect(x: l, y: t, width: rng.unit() * 12, height: rng.unit() * 12)
            let paint = Paint.solid(RasterColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.unit()))
            let before = Self.background(&rng)
            var unclipped = before, clipped = before
            Painter().fill(path, in: &unclipped, paint: paint)
            Painter().fill(path, in: &clipped, paint: paint, clip: clip)
            #expect(unclipped == clipped)
        }
    }

    @Test("wide rows with far-apart edges: skipping untouched cell blocks keeps every pixel at its exact area (±1/255)")
    func blockSkippingSweep() {
        var rng = S.XorShift32(state: 321)
        for width in [70, 400, 1500] {
            for _ in 0..<6 {
                // Two rectangles as general polygons (a collinear extra vertex defeats the rectangle path), far
                // apart on the same rows: covered and empty runs between touched blocks.
                var rects: [(Double, Double, Double, Double)] = []
                var path = RasterPath()
                for half in 0..<2 {
                    let span = Double(width) / 2
                    let l = Double(half) * span + 1 + rng.unit() * span / 3, t = 1 + rng.unit() * 6
                    let r = l + 0.5 + rng.unit() * (span / 2), b = t + 0.5 + rng.unit() * 10
                    rects.append((l, t, r, b))
                    path.move(to: Vec2(l, t))
                    path.line(to: Vec2((l + r) / 2, t))
                    path.line(to: Vec2(r, t))
                    path.line(to: Vec2(r, b))
                    path.line(to: Vec2(l, b))
                    path.close()
                }
                var p = S.canvas(width, 20)
                Painter().fill(path, in: &p, paint: S.opaqueWhite)
                for y in 0..<20 { for x in 0..<width {
                    let expected = rects.reduce(0) { $0 + S.overlap(x: x, y: y, $1.0, $1.1, $1.2, $1.3) } * 255
                    #expect(abs(Double(S.alpha(p, x, y)) - expected) <= 1, "width \(width) pixel \(x),\(y)")
                } }
            }
        }
    }

    @Test("polygons inside the accumulation box accumulate exactly as edge-by-edge clipped lines")
    func unclippedPolygons() {
        var rng = S.XorShift32(state: 9)
        for _ in 0..<30 {
            var path = RasterPath()
            path.move(to: Vec2(1 + rng.unit() * 30, 1 + rng.unit() * 20))
            for _ in 0..<6 { path.line(to: Vec2(1 + rng.unit() * 30, 1 + rng.unit() * 20)) }
            path.close()
            let flat = FlattenedPath(path)
            func coverageRows(_ add: (CoverageAccumulator) -> Void) -> [Int: [UInt8]] {
                let accumulator = CoverageAccumulator()
                accumulator.reset(originX: 0, originY: 0, width: 32, height: 22)
                add(accumulator)
                var rows: [Int: [UInt8]] = [:]
                accumulator.sweep(rule: .nonZero, antialias: true) { y, x0, x1, cov in
                    var row = rows[y] ?? Array(repeating: 0, count: 32)
                    for x in x0..<x1 { row[x] = cov.map { $0[x - x0] } ?? 255 }
                    rows[y] = row
                }
                return rows
            }
            let polygons = coverageRows { $0.addPolygons(flat) }
            let lines = coverageRows { accumulator in
                for contour in flat.contours {
                    let pts = Array(flat.points[contour.range])
                    for i in pts.indices { accumulator.addLine(pts[i], pts[(i + 1) % pts.count]) }
                }
            }
            #expect(!polygons.isEmpty)
            #expect(polygons == lines)
        }
    }
}
