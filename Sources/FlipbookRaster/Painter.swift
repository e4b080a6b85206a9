/// The engine's front door: fills, strokes, images, meshes, masks and layer composites onto a ``Pixmap``.
///
/// A painter owns reusable scratch memory (coverage cells, row buffers), so it is a class; use one per drawing
/// context (it is not thread-safe, and need not be: contexts aren't shared between threads).
/// Every operation takes the target explicitly and an optional clip ``Mask`` of the same size as the target
/// (a clip of another size draws nothing).
package final class Painter {
    private let accumulator = CoverageAccumulator()
    private var flattened = FlattenedPath()
    private var strokeInput = FlattenedPath()
    private var strokeOutline = FlattenedPath()
    private var outlineBuilder = OutlineBuilder()
    private var sourceRow: UnsafeMutablePointer<UInt32>
    private var coverageRow: UnsafeMutablePointer<UInt8>
    private var rowCapacity = 0

    /// Creates a painter.
    package init() {
        sourceRow = .allocate(capacity: 1)
        coverageRow = .allocate(capacity: 1)
    }

    deinit {
        sourceRow.deallocate()
        coverageRow.deallocate()
    }

    private func reserveRows(_ n: Int) {
        guard n > rowCapacity else { return }
        sourceRow.deallocate(); coverageRow.deallocate()
        rowCapacity = max(n, rowCapacity * 2)
        sourceRow = .allocate(capacity: rowCapacity)
        coverageRow = .allocate(capacity: rowCapacity)
    }

    // MARK: - Paths

    /// Fills `path` (mapped by `transform` to device space) with `paint`.
    package func fill(_ path: RasterPath, in target: inout Pixmap, paint: Paint, rule: FillRule = .nonZero,
                      transform: Transform2D = .identity, blend: BlendMode = .normal, clip: Mask? = nil,
                      antialias: Bool = true) {
        guard let prepared = PreparedPaint(paint), Self.clipMatches(clip, target) else { return }
        if let rect = path.axisAlignedRectangle, transform.isScaleTranslate {
            let p0 = transform.apply(Vec2(rect.minX, rect.minY)), p1 = transform.apply(Vec2(rect.maxX, rect.maxY))
            fillRect(BoundingBox(minX: min(p0.x, p1.x), minY: min(p0.y, p1.y), maxX: max(p0.x, p1.x), maxY: max(p0.y, p1.y)),
                     in: &target, paint: prepared, blend: blend, clip: clip, antialias: antialias)
            return
        }
        flattened.flatten(path, transform: transform, tolerance: FlattenedPath.defaultTolerance)
        fillFlattened(in: &target, paint: prepared, rule: rule, blend: blend, clip: clip, antialias: antialias)
    }

    /// Fills the polygons in `flattened` (device space).
    private func fillFlattened(in target: inout Pixmap, paint prepared: PreparedPaint, rule: FillRule, blend: BlendMode,
                               clip: Mask?, antialias: Bool) {
        guard accumulate(flattened, width: target.width, height: target.height) else { return }
        let width = target.width
        target.pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            if clip == nil, case .solid(let color) = prepared {
                // The common case straight to the span kernels (no per-span paint dispatch).
                let height = target.height
                accumulator.sweep(rule: rule, antialias: antialias) { y, x0, x1, cov in
                    let dst = base + y * width + x0
                    // A shape's next rows mostly cover the same columns.
                    RowPrefetch.prefetch(dst, count: x1 - x0, rowStride: width, rowsLeft: height - y)
                    SpanCompositor.solid(dst, cov.map { UnsafePointer($0) }, x1 - x0, color, blend)
                }
                return
            }
            withClip(clip) { clipBase in
                accumulator.sweep(rule: rule, antialias: antialias) { y, x0, x1, cov in
                    compose(base + y * width + x0, y: y, x0: x0, count: x1 - x0, coverage: cov, paint: prepared,
                            blend: blend, clip: clipBase.map { $0 + y * width + x0 })
                }
            }
        }
    }

    /// Strokes `path` (user space, mapped by `transform`) with `style` and `paint`. The outline is computed in
    /// user space, so non-uniform transforms shape the pen as in Core Graphics. Only the dashes that can reach
    /// `target` are cut, and a pattern finer than ``StrokeStyle/minimumDashPeriod`` device pixels is drawn as
    /// its average coverage (``StrokeStyle/resolvingFineDashes(pixelsPerUnit:)``).
    package func stroke(_ path: RasterPath, style: StrokeStyle, in target: inout Pixmap, paint: Paint,
                        transform: Transform2D = .identity, blend: BlendMode = .normal, clip: Mask? = nil,
                        antialias: Bool = true) {
        let (style, dashAlpha) = style.resolvingFineDashes(pixelsPerUnit: transform.maxScale)
        var paint = paint
        paint.alpha *= dashAlpha
        guard let prepared = PreparedPaint(paint), Self.clipMatches(clip, target) else { return }
        let tolerance = FlattenedPath.defaultTolerance / transform.maxScale
        strokeInput.flatten(path, transform: .identity, tolerance: tolerance)
        strokeOutline.removeAll()
        let device = BoundingBox(minX: 0, minY: 0, maxX: Double(target.width), maxY: Double(target.height))
        outlineBuilder.append(strokeInput, style: style, tolerance: tolerance,
                              visible: style.visibleBox(of: device, userToDevice: transform), into: &strokeOutline)
        flattened.removeAll()
        if transform.isIdentity {
            swap(&flattened, &strokeOutline)
        } else {
            flattened.points.append(contentsOf: strokeOutline.points.lazy.map { transform.apply($0) })
            flattened.contours.append(contentsOf: strokeOutline.contours)
        }
        fillFlattened(in: &target, paint: prepared, rule: .nonZero, blend: blend, clip: clip, antialias: antialias)
    }

    /// Adds the coverage of `path` to `mask` (`m + c·(1 − m)`), e.g. to build a shadow or clip shape.
    package func fill(_ path: RasterPath, into mask: inout Mask, rule: FillRule = .nonZero,
                      transform: Transform2D = .identity, antialias: Bool = true) {
        flattened.flatten(path, transform: transform, tolerance: FlattenedPath.defaultTolerance)
        guard accumulate(flattened, width: mask.width, height: mask.height) else { return }
        let width = mask.width
        mask.values.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            accumulator.sweep(rule: rule, antialias: antialias) { y, x0, x1, cov in
                let row = base + y * width + x0
                guard let cov else {
                    row.update(repeating: 255, count: x1 - x0)
                    return
                }
                for i in 0..<(x1 - x0) {
                    let m = UInt32(row[i]), c = UInt32(cov[i])
                    row[i] = UInt8(truncatingIfNeeded: m &+ PixelOps.div255(c &* (255 &- m)))
                }
            }
        }
    }

    /// Intersects `mask` with the coverage of `path`: the anti-aliased clip (`m · c`; zero outside the path).
    package func clip(_ mask: inout Mask, to path: RasterPath, rule: FillRule = .nonZero,
                      transform: Transform2D = .identity, antialias: Bool = true) {
        // Sizes were validated when `mask` was created.
        guard var shape = try? Mask(width: mask.width, height: mask.height, value: 0) else { return }
        fill(path, into: &shape, rule: rule, transform: transform, antialias: antialias)
        mask.intersect(shape)
    }

    // MARK: - Masks, images, layers

    /// Paints through the coverage of `mask`, whose top-left corner lands on device pixel `(x, y)`.
    package func fill(mask: Mask, x: Int, y: Int, in target: inout Pixmap, paint: Paint,
                      blend: BlendMode = .normal, clip: Mask? = nil) {
        guard let prepared = PreparedPaint(paint), Self.clipMatches(clip, target) else { return }
        let x0 = max(x, 0), x1 = min(x + mask.width, target.width)
        let y0 = max(y, 0), y1 = min(y + mask.height, target.height)
        guard x0 < x1, y0 < y1 else { return }
        let width = target.width
        reserveRows(x1 - x0)
        let coverageRow = self.coverageRow
        target.pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            mask.values.withUnsafeBufferPointer { m in
                withClip(clip) { clipBase in
                    for row in y0..<y1 {
                        coverageRow.update(from: m.baseAddress! + (row - y) * mask.width + (x0 - x), count: x1 - x0)
                        compose(base + row * width + x0, y: row, x0: x0, count: x1 - x0, coverage: coverageRow,
                                paint: prepared, blend: blend, clip: clipBase.map { $0 + row * width + x0 })
                    }
                }
            }
        }
    }

    /// Draws `image` placed by `transform` (image pixel space → device). Integer translations are copied
    /// row by row; anything else fills the transformed image rectangle with an ``ImagePattern``.
    package func draw(_ image: Pixmap, in target: inout Pixmap, transform: Transform2D, filter: ImageFilter = .bilinear,
                      alpha: Double = 1, blend: BlendMode = .normal, clip: Mask? = nil, antialias: Bool = true) {
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1,
           transform.tx == transform.tx.rounded(), transform.ty == transform.ty.rounded(),
           abs(transform.tx) < 1e9, abs(transform.ty) < 1e9 {
            composite(image, x: Int(transform.tx), y: Int(transform.ty), onto: &target, alpha: alpha, blend: blend, clip: clip)
            return
        }
        var rect = RasterPath()
        rect.addRect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        fill(rect, in: &target, paint: Paint(.image(ImagePattern(image: image, transform: transform, filter: filter)), alpha: alpha),
             transform: transform, blend: blend, clip: clip, antialias: antialias)
    }

    /// Draws `image` through a projective placement (image pixel space → device), perspective-correct. The
    /// image rectangle is first clipped in image space to the half-plane where the homogeneous `w ≥ 10⁻⁶`,
    /// so content behind the eye is dropped rather than wrapped.
    package func draw(_ image: Pixmap, in target: inout Pixmap, projective: Projective2D, filter: ImageFilter = .bilinear,
                      alpha: Double = 1, blend: BlendMode = .normal, clip: Mask? = nil, antialias: Bool = true) {
        let w = Double(image.width), h = Double(image.height)
        let corners = [Vec2(0, 0), Vec2(w, 0), Vec2(w, h), Vec2(0, h)]
        let epsilon = 1e-6
        func wOf(_ p: Vec2) -> Double { projective.m31 * p.x + projective.m32 * p.y + projective.m33 }
        var polygon: [Vec2] = []
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let wa = wOf(a) - epsilon, wb = wOf(b) - epsilon
            if wa >= 0 { polygon.append(a) }
            if (wa >= 0) != (wb >= 0) { polygon.append(a.lerp(b, wa / (wa - wb))) }
        }
        var path = RasterPath()
        for p in polygon {
            guard let q = projective.apply(p) else { continue }
            if path.isEmpty { path.move(to: q) } else { path.line(to: q) }
        }
        path.close()
        fill(path, in: &target, paint: Paint(.image(ImagePattern(image: image, projective: projective, filter: filter)), alpha: alpha),
             blend: blend, clip: clip, antialias: antialias)
    }

    /// Draws the textured triangles of `mesh` with `texture`, each triangle perspective-correct (u/w, v/w and
    /// 1/w interpolated linearly in device space), its colour multiplied by `shade` (see ``ImagePattern/shade``).
    /// Two consecutive triangles on one plane (a mesh cell) are filled as one polygon through one placement.
    /// Degenerate triangles and bad indices are skipped.
    package func draw(_ mesh: TriangleMesh, texture: Pixmap, in target: inout Pixmap, filter: ImageFilter = .bilinear,
                      alpha: Double = 1, shade: Double = 1, blend: BlendMode = .normal, clip: Mask? = nil,
                      antialias: Bool = true) {
        let indices = mesh.indices
        var k = 0
        while k + 2 < indices.count {
            let cell = k + 5 < indices.count ? indices[k..<k + 6] : []
            let cellPlacement = cell.isEmpty ? nil : mesh.sharedPlacement(of: cell)
            let drawn = cellPlacement == nil ? indices[k..<k + 3] : cell
            k += drawn.count
            guard let placement = cellPlacement ?? mesh.sharedPlacement(of: drawn) else { continue }
            let pattern = ImagePattern(image: texture, projective: placement, filter: filter, shade: shade)
            fill(mesh.path(of: drawn), in: &target, paint: Paint(.image(pattern), alpha: alpha), blend: blend, clip: clip,
                 antialias: antialias)
        }
    }

    /// Composites a layer (a transparency group's offscreen pixmap) with its top-left at device pixel `(x, y)`,
    /// with group `alpha` and `blend` mode.
    package func composite(_ layer: Pixmap, x: Int, y: Int, onto target: inout Pixmap, alpha: Double = 1,
                           blend: BlendMode = .normal, clip: Mask? = nil) {
        guard Self.clipMatches(clip, target) else { return }
        let x0 = max(x, 0), x1 = min(x + layer.width, target.width)
        let y0 = max(y, 0), y1 = min(y + layer.height, target.height)
        guard x0 < x1, y0 < y1 else { return }
        let count = x1 - x0, width = target.width
        let alpha8 = Paint(.solid(.clear), alpha: alpha).alpha8
        reserveRows(count)
        let source = sourceRow, coverage = coverageRow
        target.pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            layer.pixels.withUnsafeBufferPointer { src in
                withClip(clip) { clipBase in
                    for row in y0..<y1 {
                        var s = UnsafePointer(src.baseAddress! + (row - y) * layer.width + (x0 - x))
                        RowPrefetch.prefetch(base + row * width + x0, count: count, rowStride: width, rowsLeft: y1 - row)
                        if alpha8 < 255 {
                            if clipBase == nil, blend == .normal {
                                PixelKernels.sourceOver(base + row * width + x0, s, count, alpha: alpha8)
                                continue
                            }
                            for i in 0..<count { source[i] = PixelOps.scale(s[i], alpha8) }
                            s = UnsafePointer(source)
                        }
                        if let clipBase {
                            coverage.update(from: clipBase + row * width + x0, count: count)
                            SpanCompositor.span(base + row * width + x0, s, coverage, count, blend)
                        } else {
                            SpanCompositor.span(base + row * width + x0, s, nil, count, blend)
                        }
                    }
                }
            }
        }
    }

    // MARK: - Internals

    private static func clipMatches(_ clip: Mask?, _ target: Pixmap) -> Bool {
        guard let clip else { return true }
        return clip.width == target.width && clip.height == target.height
    }

    private func withClip(_ clip: Mask?, _ body: (UnsafePointer<UInt8>?) -> Void) {
        if let clip {
            clip.values.withUnsafeBufferPointer { body($0.baseAddress!) }
        } else {
            body(nil)
        }
    }

    /// Sets up the accumulator on the path's pixel bounds within `width × height` and adds every edge;
    /// `false` when nothing can be covered.
    private func accumulate(_ flat: FlattenedPath, width: Int, height: Int) -> Bool {
        let b = flat.bounds
        // Beyond the target on any side nothing is covered; checked first so that no coordinate converted
        // to `Int` below lies outside `-1...size + 1`.
        guard !b.isEmpty, b.minX.isFinite, b.maxX.isFinite, b.minY.isFinite, b.maxY.isFinite,
              b.minX < Double(width), b.minY < Double(height), b.maxX > 0, b.maxY > 0 else { return false }
        let x0 = max(0, Int(max(b.minX, -1).rounded(.down))), y0 = max(0, Int(max(b.minY, -1).rounded(.down)))
        let x1 = min(width, Int(min(b.maxX, Double(width) + 1).rounded(.up)))
        let y1 = min(height, Int(min(b.maxY, Double(height) + 1).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return false }
        accumulator.reset(originX: x0, originY: y0, width: x1 - x0, height: y1 - y0)
        reserveRows(x1 - x0 + 2)
        accumulator.addPolygons(flat)
        return true
    }

    /// Analytic fill of an axis-aligned device rectangle: pixel coverage is the exact overlap area
    /// `overlapX × overlapY`, rounded to 8 bits. Only the first and last columns and rows can be partial, so
    /// every row is a left pixel, an interior run of one coverage and a right pixel.
    private func fillRect(_ r: BoundingBox, in target: inout Pixmap, paint: PreparedPaint, blend: BlendMode,
                          clip: Mask?, antialias: Bool) {
        var l = r.minX, t = r.minY, rr = r.maxX, b = r.maxY
        if !antialias { l = l.rounded(); t = t.rounded(); rr = rr.rounded(); b = b.rounded() }
        l = max(l, 0); t = max(t, 0); rr = min(rr, Double(target.width)); b = min(b, Double(target.height))
        guard l < rr, t < b, l.isFinite, t.isFinite, rr.isFinite, b.isFinite else { return }
        let ix0 = Int(l.rounded(.down)), ix1 = Int(rr.rounded(.up))
        let iy0 = Int(t.rounded(.down)), iy1 = Int(b.rounded(.up))
        let count = ix1 - ix0
        reserveRows(count + 2)
        // Horizontal overlap of the first and last columns (the same column when count == 1); 1 in between.
        let fxLeft = min(Double(ix0 + 1), rr) - l, fxRight = rr - max(Double(ix1 - 1), l)
        // Vertical overlap of the first and last rows; 1 in between.
        let fyTop = min(Double(iy0 + 1), b) - t, fyBottom = b - max(Double(iy1 - 1), t)
        let width = target.width
        let coverageRow = self.coverageRow
        target.pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            withClip(clip) { clipBase in
                /// Rows `y0..<y1`, all with vertical overlap `fy`.
                func rows(_ y0: Int, _ y1: Int, _ fy: Double) {
                    guard y0 < y1 else { return }
                    let left = Self.coverageByte(fxLeft * fy), inner = Self.coverageByte(fy)
                    let right = Self.coverageByte(fxRight * fy)
                    // End columns with the interior's coverage join its run.
                    let start = count > 1 && left != inner ? 1 : 0
                    let end = count > 1 && right != inner ? count - 1 : count
                    let run = count > 1 ? inner : left
                    if clipBase == nil, case .solid(let color) = paint {
                        if run == 255, start == 0, end == count, count == width {
                            // Whole rows: one contiguous run of memory.
                            SpanCompositor.solidRun(base + y0 * width, count * (y1 - y0), color, blend)
                            return
                        }
                        if blend == .normal {
                            let sLeft = PixelOps.scale(color, UInt32(left)), sRun = PixelOps.scale(color, UInt32(run))
                            let sRight = PixelOps.scale(color, UInt32(right))
                            for y in y0..<y1 {
                                let dst = base + y * width + ix0
                                RowPrefetch.prefetch(dst, count: count, rowStride: width, rowsLeft: y1 - y)
                                if start > 0 { dst[0] = PixelOps.sourceOver(sLeft, dst[0]) }
                                SpanCompositor.solidRun(dst + start, end - start, sRun, .normal)
                                if end < count { dst[end] = PixelOps.sourceOver(sRight, dst[end]) }
                            }
                            return
                        }
                        // Coverage bytes: left, right, then the run's.
                        coverageRow[0] = left
                        coverageRow[1] = right
                        (coverageRow + 2).update(repeating: run, count: end - start)
                        for y in y0..<y1 {
                            let dst = base + y * width + ix0
                            if start > 0 { SpanCompositor.solidMasked(dst, coverageRow, 1, color, blend) }
                            if run == 255 {
                                SpanCompositor.solidRun(dst + start, end - start, color, blend)
                            } else {
                                SpanCompositor.solidMasked(dst + start, coverageRow + 2, end - start, color, blend)
                            }
                            if end < count { SpanCompositor.solidMasked(dst + end, coverageRow + 1, 1, color, blend) }
                        }
                        return
                    }
                    for y in y0..<y1 {
                        let dst = base + y * width + ix0
                        if clipBase == nil, run == 255 {
                            // Partial end pixels alone, the rest as one run of full coverage.
                            if start > 0 {
                                coverageRow[0] = left
                                compose(dst, y: y, x0: ix0, count: 1, coverage: coverageRow, paint: paint, blend: blend, clip: nil)
                            }
                            compose(dst + start, y: y, x0: ix0 + start, count: end - start, coverage: nil, paint: paint,
                                    blend: blend, clip: nil)
                            if end < count {
                                coverageRow[0] = right
                                compose(dst + end, y: y, x0: ix0 + end, count: 1, coverage: coverageRow, paint: paint,
                                        blend: blend, clip: nil)
                            }
                            continue
                        }
                        // `compose` multiplies the coverage by the clip in place: refill it every row.
                        coverageRow[0] = left
                        if count > 1 {
                            (coverageRow + 1).update(repeating: inner, count: count - 2)
                            coverageRow[count - 1] = right
                        }
                        compose(dst, y: y, x0: ix0, count: count, coverage: coverageRow, paint: paint, blend: blend,
                                clip: clipBase.map { $0 + y * width + ix0 })
                    }
                }
                if iy1 - iy0 == 1 {
                    rows(iy0, iy1, b - t)
                    return
                }
                let top = fyTop < 1 ? iy0 + 1 : iy0, bottom = fyBottom < 1 ? iy1 - 1 : iy1
                if top > iy0 { rows(iy0, top, fyTop) }
                rows(top, bottom, 1)
                if bottom < iy1 { rows(bottom, iy1, fyBottom) }
            }
        }
    }

    /// `round(area · 255)` for an overlap area in `0...1` (non-negative, so truncation after `+ 0.5` rounds).
    @inline(__always)
    private static func coverageByte(_ area: Double) -> UInt8 {
        UInt8(area * 255 + 0.5)
    }

    /// Blends one span: coverage (nil = full) × clip, then the paint with the blend mode.
    private func compose(_ dst: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, count: Int,
                         coverage: UnsafeMutablePointer<UInt8>?, paint: PreparedPaint, blend: BlendMode,
                         clip: UnsafePointer<UInt8>?) {
        var cov = coverage
        let source = sourceRow
        if let clip {
            if let c = cov {
                for i in 0..<count { c[i] = UInt8(truncatingIfNeeded: PixelOps.div255(UInt32(c[i]) &* UInt32(clip[i]))) }
            } else {
                let row = coverageRow
                row.update(from: clip, count: count)
                cov = row
            }
        }
        switch paint {
        case .solid(let color):
            SpanCompositor.solid(dst, cov.map { UnsafePointer($0) }, count, color, blend)
        case .gradient(let sampler, let alpha):
            sampler.shade(y: y, x0: x0, count: count, into: source)
            Self.finishShaded(dst, source, count: count, coverage: cov, alpha: alpha, blend: blend)
        case .image(let sampler, let alpha):
            sampler.shade(y: y, x0: x0, count: count, into: source)
            Self.finishShaded(dst, source, count: count, coverage: cov, alpha: alpha, blend: blend)
        }
    }

    private static func finishShaded(_ dst: UnsafeMutablePointer<UInt32>, _ source: UnsafeMutablePointer<UInt32>, count: Int,
                                     coverage: UnsafeMutablePointer<UInt8>?, alpha: UInt32, blend: BlendMode) {
        if alpha < 255 {
            for i in 0..<count { source[i] = PixelOps.scale(source[i], alpha) }
        }
        SpanCompositor.span(dst, source, coverage.map { UnsafePointer($0) }, count, blend)
    }
}
