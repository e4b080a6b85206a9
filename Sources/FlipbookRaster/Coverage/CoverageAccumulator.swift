/// Exact-area anti-aliasing by signed-area accumulation (the AGG / FreeType "gray" / font-rs family).
///
/// Coordinates are quantised to 1/1024 pixel (fixed point with ``fractionBits`` = 10). Every line adds, to the
/// cells of each pixel row it crosses, the exact signed area between itself and the right edge of the cell,
/// split into the cell it passes through and the cell to its right, so that a running sum along the row yields
/// the winding-weighted covered area of each pixel. Everything after quantisation is integer arithmetic in a
/// fixed order, so results are identical on every platform and optimisation level.
///
/// One pixel fully covered with winding 1 accumulates ``fullCoverage`` = 2²¹; cells are `Int32`, so winding
/// numbers up to ±1023 are exact under the non-zero rule (even-odd is exact for any winding, because it only
/// needs the sum modulo 2²²).
///
/// Usage: ``reset(originX:originY:width:height:)``, ``addLine(_:_:)`` for every edge (device coordinates; the
/// accumulator clips to its box), then ``sweep(rule:antialias:_:)``, which reports coverage rows and leaves the
/// buffer zeroed for the next fill.
package final class CoverageAccumulator {
    /// Sub-pixel precision in bits.
    package static let fractionBits = 10
    /// One pixel in fixed point.
    package static let one = 1 << fractionBits
    /// The accumulated value of a fully covered pixel with winding 1.
    package static let fullCoverage: Int32 = 1 << (2 * fractionBits + 1)

    /// The cell buffers, held in one value so hot loops work on local copies of the pointers (no dynamic
    /// exclusivity checks on class properties per cell).
    private struct Cells {
        var cells: UnsafeMutablePointer<Int32> = .allocate(capacity: 1)
        var rowMin: UnsafeMutablePointer<Int32> = .allocate(capacity: 1)
        var rowMax: UnsafeMutablePointer<Int32> = .allocate(capacity: 1)
        /// Per row, one bit per block of `1 << blockShift` cells that may hold a non-zero value; the sweep jumps
        /// over the blocks whose bit is clear (their cells are zero).
        var rowBlocks: UnsafeMutablePointer<UInt64> = .allocate(capacity: 1)
        var blockShift = 3
        var coverage: UnsafeMutablePointer<UInt8> = .allocate(capacity: 1)
        var stride = 2

        @inline(__always)
        func touch(_ row: Int, _ lo: Int, _ hi: Int) {
            let l = Int32(lo), h = Int32(hi + 2)
            if l < rowMin[row] { rowMin[row] = l }
            if h > rowMax[row] { rowMax[row] = h }
            // Cells lo...hi + 1 are written: set the bits of their blocks.
            let b0 = lo &>> blockShift, b1 = (hi &+ 1) &>> blockShift
            rowBlocks[row] |= ((UInt64(2) &<< UInt64(b1 &- b0)) &- 1) &<< UInt64(b0)
        }

        @inline(__always)
        func accumulate(_ base: Int, _ cx: Int, _ fa: Int, _ ya: Int, _ fb: Int, _ yb: Int, _ dir: Int32) {
            let h = Int32(yb - ya)
            let area = h &* Int32(fa + fb)
            let idx = base + cx
            cells[idx] &+= dir &* (h &* Int32(2 * CoverageAccumulator.one) &- area)
            cells[idx + 1] &+= dir &* area
        }
    }

    private var store = Cells()
    private var cellCapacity = 0
    private var rowCapacity = 0
    private var coverageCapacity = 0

    /// Left edge of the accumulation box in device pixels.
    package private(set) var originX = 0
    /// Top edge of the accumulation box in device pixels.
    package private(set) var originY = 0
    /// Width of the box in pixels.
    package private(set) var width = 0
    /// Height of the box in pixels.
    package private(set) var height = 0

    /// Creates an accumulator with no storage; storage grows on demand and is reused.
    package init() {}

    deinit {
        store.cells.deallocate()
        store.rowMin.deallocate()
        store.rowMax.deallocate()
        store.rowBlocks.deallocate()
        store.coverage.deallocate()
    }

    /// Prepares an empty accumulation box (device pixels `originX..<originX+width`, `originY..<originY+height`).
    package func reset(originX: Int, originY: Int, width: Int, height: Int) {
        self.originX = originX
        self.originY = originY
        self.width = max(width, 0)
        self.height = max(height, 0)
        store.stride = self.width + 2
        let needed = store.stride * self.height
        if needed > cellCapacity {
            store.cells.deallocate()
            cellCapacity = max(needed, cellCapacity * 2)
            store.cells = .allocate(capacity: cellCapacity)
            store.cells.initialize(repeating: 0, count: cellCapacity)
        }
        if self.height > rowCapacity {
            store.rowMin.deallocate()
            store.rowMax.deallocate()
            store.rowBlocks.deallocate()
            rowCapacity = max(self.height, rowCapacity * 2)
            store.rowMin = .allocate(capacity: rowCapacity)
            store.rowMax = .allocate(capacity: rowCapacity)
            store.rowBlocks = .allocate(capacity: rowCapacity)
        }
        store.rowMin.update(repeating: Int32.max, count: self.height)
        store.rowMax.update(repeating: 0, count: self.height)
        store.rowBlocks.update(repeating: 0, count: self.height)
        // The smallest blocks (at least 8 cells) that fit a row's `stride` cells in 64 bits.
        var shift = 3
        while (store.stride &+ (1 &<< shift) &- 1) &>> shift > 64 { shift += 1 }
        store.blockShift = shift
        if store.stride > coverageCapacity {
            store.coverage.deallocate()
            coverageCapacity = max(store.stride, coverageCapacity * 2)
            store.coverage = .allocate(capacity: coverageCapacity)
        }
    }

    /// Adds the edge `p0 → p1` (device coordinates). Parts above or below the box are dropped, parts left or
    /// right of it are moved onto the box's vertical sides (where they still contribute their winding).
    package func addLine(_ p0: Vec2, _ p1: Vec2) {
        Self.addLine(store, Box(self), p0, p1)
    }

    /// Adds every contour of `flat` as a closed polygon (device coordinates). When every point lies inside the
    /// box (the usual case: the box was made from the path's bounds), nothing needs clipping and each point is
    /// quantised once; the cells get exactly what ``addLine(_:_:)`` would add.
    package func addPolygons(_ flat: FlattenedPath) {
        let c = store, box = Box(self)
        flat.points.withUnsafeBufferPointer { pts in
            if Self.allInside(pts, box) {
                for contour in flat.contours where contour.range.count >= 2 {
                    let first = Self.quantize(pts[contour.range.lowerBound], box)
                    var previous = first
                    for i in (contour.range.lowerBound + 1)..<contour.range.upperBound {
                        let q = Self.quantize(pts[i], box)
                        Self.addFixedLine(c, previous.x, previous.y, q.x, q.y)
                        previous = q
                    }
                    Self.addFixedLine(c, previous.x, previous.y, first.x, first.y)
                }
                return
            }
            for contour in flat.contours where contour.range.count >= 2 {
                var previous = pts[contour.range.lowerBound]
                for i in (contour.range.lowerBound + 1)..<contour.range.upperBound {
                    Self.addLine(c, box, previous, pts[i])
                    previous = pts[i]
                }
                Self.addLine(c, box, previous, pts[contour.range.lowerBound])
            }
        }
    }

    /// The accumulation box as plain values.
    private struct Box {
        let x: Double, y: Double, w: Double, h: Double
        init(_ a: CoverageAccumulator) {
            x = Double(a.originX); y = Double(a.originY); w = Double(a.width); h = Double(a.height)
        }
    }

    /// Whether every point, relative to the box origin, lies within `0...w × 0...h` (false for non-finite points).
    private static func allInside(_ pts: UnsafeBufferPointer<Vec2>, _ box: Box) -> Bool {
        var inside = true
        for p in pts {
            let x = p.x - box.x, y = p.y - box.y
            inside = inside && x >= 0 && x <= box.w && y >= 0 && y <= box.h
        }
        return inside
    }

    /// Box-local fixed point of a point inside the box, as ``addClamped(_:_:_:_:_:_:)`` rounds it.
    @inline(__always)
    private static func quantize(_ p: Vec2, _ box: Box) -> (x: Int, y: Int) {
        let one = Double(Self.one)
        return (Int((p.x - box.x) * one + 0.5), Int((p.y - box.y) * one + 0.5))
    }

    private static func addLine(_ c: Cells, _ box: Box, _ p0: Vec2, _ p1: Vec2) {
        var x0 = p0.x - box.x, y0 = p0.y - box.y
        var x1 = p1.x - box.x, y1 = p1.y - box.y
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, y0 != y1 else { return }
        let h = box.h, w = box.w
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        // Clip vertically.
        if y0 < 0 { x0 += (x1 - x0) * (0 - y0) / (y1 - y0); y0 = 0 }
        if y1 < 0 { x1 += (x0 - x1) * (0 - y1) / (y0 - y1); y1 = 0 }
        if y0 > h { x0 += (x1 - x0) * (h - y0) / (y1 - y0); y0 = h }
        if y1 > h { x1 += (x0 - x1) * (h - y1) / (y0 - y1); y1 = h }
        // Split at the vertical sides; outside parts become vertical lines on the side they are beyond.
        let tLeft = (x0 < 0) != (x1 < 0) ? (0 - x0) / (x1 - x0) : 2
        let tRight = (x0 > w) != (x1 > w) ? (w - x0) / (x1 - x0) : 2
        let tA = min(tLeft, tRight), tB = max(tLeft, tRight)
        var prevX = x0, prevY = y0
        if tA < 2 {
            let sideX = tA == tLeft ? 0 : w, yA = y0 + (y1 - y0) * tA
            Self.addClamped(c, box, prevX, prevY, sideX, yA)
            prevX = sideX
            prevY = yA
        }
        if tB < 2 {
            let sideX = tB == tLeft ? 0 : w, yB = y0 + (y1 - y0) * tB
            Self.addClamped(c, box, prevX, prevY, sideX, yB)
            prevX = sideX
            prevY = yB
        }
        Self.addClamped(c, box, prevX, prevY, x1, y1)
    }

    /// Quantises (coordinates are clamped into the box first, so `Int(v + 0.5)` rounds half up without a libm
    /// call and never traps).
    @inline(__always)
    private static func addClamped(_ c: Cells, _ box: Box, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let one = Double(Self.one)
        let fx0 = Int(clamped(x0, box.w) * one + 0.5), fy0 = Int(clamped(y0, box.h) * one + 0.5)
        let fx1 = Int(clamped(x1, box.w) * one + 0.5), fy1 = Int(clamped(y1, box.h) * one + 0.5)
        addFixedLine(c, fx0, fy0, fx1, fy1)
    }

    /// `v` within `0...upper`; NaN is 0. The clipping above is exact for ordinary coordinates, but with finite
    /// points near ±10³⁰⁸ a difference overflows to ∞ and an interpolated coordinate becomes ∞ or NaN (found by
    /// `scripts/fuzz path`): clamping keeps such an edge inside the box instead of trapping on the conversion.
    @inline(__always)
    private static func clamped(_ v: Double, _ upper: Double) -> Double {
        v >= 0 ? min(v, upper) : 0
    }

    /// `n / d` rounded to nearest (ties away from zero), `d > 0`.
    @inline(__always)
    private static func roundedDivide(_ n: Int, _ d: Int) -> Int {
        n >= 0 ? (n + d / 2) / d : -((-n + d / 2) / d)
    }

    /// Accumulates a line given in box-local fixed point (x within `0...width·one`, y within `0...height·one`).
    private static func addFixedLine(_ c: Cells, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        let shift = Self.fractionBits, one = Self.one
        let dir: Int32
        let ax, ay, bx, by: Int
        if y0 < y1 { dir = 1; ax = x0; ay = y0; bx = x1; by = y1 } else { dir = -1; ax = x1; ay = y1; bx = x0; by = y0 }
        let dx = bx - ax, dy = by - ay
        if dx == 0 {
            // Vertical: one cell per row, constant area split.
            let cx = ax >> shift
            let f = Int32(ax - (cx << shift))
            var y = ay
            while y < by {
                let row = y >> shift
                let rowBottom = min((row + 1) << shift, by)
                let h = Int32(rowBottom - y)
                let area = h * 2 * f
                let idx = row * c.stride + cx
                c.cells[idx] &+= dir * (h * 2 * Int32(one) - area)
                c.cells[idx + 1] &+= dir * area
                c.touch(row, cx, cx)
                y = rowBottom
            }
            return
        }
        var y = ay, x = ax
        while y < by {
            let row = y >> shift
            let rowTop = row << shift
            let rowBottom = min(rowTop + one, by)
            let nx = rowBottom == by ? bx : ax + Self.roundedDivide(dx * (rowBottom - ay), dy)
            cellRow(c, row, x, y - rowTop, nx, rowBottom - rowTop, dir)
            x = nx
            y = rowBottom
        }
    }

    /// Walks the cells of one row piece from `(xa, ya)` to `(xb, yb)` (y local to the row, `ya ≤ yb`).
    private static func cellRow(_ c: Cells, _ row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ dir: Int32) {
        if ya == yb { return }
        let shift = Self.fractionBits, one = Self.one
        let base = row * c.stride
        let c0: Int, c1: Int
        if xa < xb { c0 = xa >> shift; c1 = (xb - 1) >> shift } else if xa > xb { c0 = (xa - 1) >> shift; c1 = xb >> shift } else {
            c0 = xa >> shift; c1 = c0
        }
        if c0 == c1 {
            c.accumulate(base, c0, xa - (c0 << shift), ya, xb - (c0 << shift), yb, dir)
            c.touch(row, c0, c0)
            return
        }
        let ddx = xb - xa, ddy = yb - ya
        var px = xa, py = ya
        if c0 < c1 {
            var cx = c0
            c.touch(row, c0, c1)
            while cx < c1 {
                let boundary = (cx + 1) << shift
                let ny = ya + Self.roundedDivide(ddy * (boundary - xa), ddx)
                c.accumulate(base, cx, px - (cx << shift), py, one, ny, dir)
                px = boundary
                py = ny
                cx += 1
            }
            c.accumulate(base, c1, px - (c1 << shift), py, xb - (c1 << shift), yb, dir)
        } else {
            var cx = c0
            c.touch(row, c1, c0)
            while cx > c1 {
                let boundary = cx << shift
                let ny = ya + Self.roundedDivide(ddy * (boundary - xa), ddx)
                c.accumulate(base, cx, px - boundary, py, 0, ny, dir)
                px = boundary
                py = ny
                cx -= 1
            }
            c.accumulate(base, c1, px - (c1 << shift), py, xb - (c1 << shift), yb, dir)
        }
    }

    /// Integrates every row, converts the accumulated area to 8-bit coverage (`round(area · 255)`, clamped to
    /// one for non-zero; folded modulo 2 for even-odd; thresholded at one half when `antialias` is false) and
    /// reports it as spans: `body(y, x0, x1, coverage)` covers device columns `x0..<x1` of row `y`, with
    /// `coverage[i]` for column `x0 + i`, or `nil` for a run of full coverage (255). Cells are zeroed on the way.
    package func sweep(rule: FillRule, antialias: Bool,
                       _ body: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UnsafeMutablePointer<UInt8>?) -> Void) {
        let c = store
        let ox = originX
        for row in 0..<height {
            let lo = Int(c.rowMin[row]), hi = Int(c.rowMax[row])
            guard lo < hi else { continue }
            c.rowMin[row] = Int32.max
            c.rowMax[row] = 0
            let blocks = c.rowBlocks[row], shift = c.blockShift
            c.rowBlocks[row] = 0
            let p = c.cells + row * c.stride
            let end = min(hi, width)
            let y = originY + row
            var sum: Int32 = 0
            var x = lo
            var spanStart = lo
            while x < end {
                let v = p[x]
                if v == 0 {
                    // A run of untouched cells has constant coverage: skip it when empty, report it as a full run
                    // when covered, or fill its bytes at once.
                    var j = x &+ 1
                    let raw = UnsafeRawPointer(p)
                    while j < end {
                        let block = j &>> shift
                        let rest = blocks &>> UInt64(block)
                        if rest & 1 == 0 {
                            // Untouched block: jump to the next touched one.
                            j = rest == 0 ? end : min(end, (block &+ rest.trailingZeroBitCount) &<< shift)
                            continue
                        }
                        let blockEnd = min((block &+ 1) &<< shift, end)
                        while j &+ 8 <= blockEnd
                            && raw.loadUnaligned(fromByteOffset: j &* 4, as: UInt64.self)
                            | raw.loadUnaligned(fromByteOffset: j &* 4 &+ 8, as: UInt64.self)
                            | raw.loadUnaligned(fromByteOffset: j &* 4 &+ 16, as: UInt64.self)
                            | raw.loadUnaligned(fromByteOffset: j &* 4 &+ 24, as: UInt64.self) == 0 { j &+= 8 }
                        while j &+ 4 <= blockEnd
                            && raw.loadUnaligned(fromByteOffset: j &* 4, as: UInt64.self)
                            | raw.loadUnaligned(fromByteOffset: j &* 4 &+ 8, as: UInt64.self) == 0 { j &+= 4 }
                        while j < blockEnd && p[j] == 0 { j &+= 1 }
                        if j < blockEnd { break }
                    }
                    let value = Self.coverage(sum, rule, antialias)
                    if value == 0 || value == 255 {
                        if x > spanStart { body(y, ox + spanStart, ox + x, c.coverage) }
                        if value == 255 { body(y, ox + x, ox + j, nil) }
                        spanStart = j
                    } else {
                        (c.coverage + (x - spanStart)).update(repeating: value, count: j - x)
                    }
                    x = j
                    continue
                }
                sum &+= v
                p[x] = 0
                c.coverage[x - spanStart] = Self.coverage(sum, rule, antialias)
                x += 1
            }
            if end > spanStart { body(y, ox + spanStart, ox + end, c.coverage) }
            let clearFrom = max(end, lo)
            if clearFrom < hi { (p + clearFrom).update(repeating: 0, count: hi - clearFrom) }
        }
    }

    /// 8-bit coverage of an accumulated (winding-weighted) area.
    @inline(__always)
    private static func coverage(_ sum: Int32, _ rule: FillRule, _ antialias: Bool) -> UInt8 {
        let full = fullCoverage
        var a: Int32
        if rule == .nonZero {
            a = Int32(truncatingIfNeeded: min(sum.magnitude, UInt32(full)))
        } else {
            a = sum & (2 * full - 1)
            if a > full { a = 2 * full - a }
        }
        if !antialias { return a > full >> 1 ? 255 : 0 }
        return UInt8(truncatingIfNeeded: (a &* 255 &+ (Int32(1) << (2 * Int32(fractionBits)))) >> (2 * Int32(fractionBits) + 1))
    }
}
