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

    private var cells: UnsafeMutablePointer<Int32>
    private var cellCapacity = 0
    private var rowMin: UnsafeMutablePointer<Int32>
    private var rowMax: UnsafeMutablePointer<Int32>
    private var rowCapacity = 0
    private var coverage: UnsafeMutablePointer<UInt8>
    private var coverageCapacity = 0

    /// Left edge of the accumulation box in device pixels.
    package private(set) var originX = 0
    /// Top edge of the accumulation box in device pixels.
    package private(set) var originY = 0
    /// Width of the box in pixels.
    package private(set) var width = 0
    /// Height of the box in pixels.
    package private(set) var height = 0
    private var stride = 2

    /// Creates an accumulator with no storage; storage grows on demand and is reused.
    package init() {
        cells = .allocate(capacity: 1)
        rowMin = .allocate(capacity: 1)
        rowMax = .allocate(capacity: 1)
        coverage = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
        coverage.deallocate()
    }

    /// Prepares an empty accumulation box (device pixels `originX..<originX+width`, `originY..<originY+height`).
    package func reset(originX: Int, originY: Int, width: Int, height: Int) {
        self.originX = originX
        self.originY = originY
        self.width = max(width, 0)
        self.height = max(height, 0)
        stride = self.width + 2
        let needed = stride * self.height
        if needed > cellCapacity {
            cells.deallocate()
            cellCapacity = max(needed, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if self.height > rowCapacity {
            rowMin.deallocate()
            rowMax.deallocate()
            rowCapacity = max(self.height, rowCapacity * 2)
            rowMin = .allocate(capacity: rowCapacity)
            rowMax = .allocate(capacity: rowCapacity)
        }
        rowMin.update(repeating: Int32.max, count: self.height)
        rowMax.update(repeating: 0, count: self.height)
        if stride > coverageCapacity {
            coverage.deallocate()
            coverageCapacity = max(stride, coverageCapacity * 2)
            coverage = .allocate(capacity: coverageCapacity)
        }
    }

    /// Adds the edge `p0 → p1` (device coordinates). Parts above or below the box are dropped, parts left or
    /// right of it are moved onto the box's vertical sides (where they still contribute their winding).
    package func addLine(_ p0: Vec2, _ p1: Vec2) {
        var x0 = p0.x - Double(originX), y0 = p0.y - Double(originY)
        var x1 = p1.x - Double(originX), y1 = p1.y - Double(originY)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, y0 != y1 else { return }
        let h = Double(height), w = Double(width)
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
            addClamped(prevX, prevY, sideX, yA, w)
            prevX = sideX
            prevY = yA
        }
        if tB < 2 {
            let sideX = tB == tLeft ? 0 : w, yB = y0 + (y1 - y0) * tB
            addClamped(prevX, prevY, sideX, yB, w)
            prevX = sideX
            prevY = yB
        }
        addClamped(prevX, prevY, x1, y1, w)
    }

    @inline(__always)
    private func addClamped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ w: Double) {
        let one = Double(Self.one)
        let fx0 = Int((min(max(x0, 0), w) * one).rounded()), fy0 = Int((y0 * one).rounded())
        let fx1 = Int((min(max(x1, 0), w) * one).rounded()), fy1 = Int((y1 * one).rounded())
        addFixedLine(fx0, fy0, fx1, fy1)
    }

    /// `n / d` rounded to nearest (ties away from zero), `d > 0`.
    @inline(__always)
    private static func roundedDivide(_ n: Int, _ d: Int) -> Int {
        n >= 0 ? (n + d / 2) / d : -((-n + d / 2) / d)
    }

    /// Accumulates a line given in box-local fixed point (x within `0...width·one`, y within `0...height·one`).
    private func addFixedLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
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
                let idx = row * stride + cx
                cells[idx] &+= dir * (h * 2 * Int32(one) - area)
                cells[idx + 1] &+= dir * area
                touch(row, cx)
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
            cellRow(row, x, y - rowTop, nx, rowBottom - rowTop, dir)
            x = nx
            y = rowBottom
        }
    }

    @inline(__always)
    private func touch(_ row: Int, _ cx: Int) {
        let lo = Int32(cx), hi = Int32(cx + 2)
        if lo < rowMin[row] { rowMin[row] = lo }
        if hi > rowMax[row] { rowMax[row] = hi }
    }

    @inline(__always)
    private func accumulate(_ base: Int, _ cx: Int, _ fa: Int, _ ya: Int, _ fb: Int, _ yb: Int, _ dir: Int32) {
        let h = Int32(yb - ya)
        let area = h * Int32(fa + fb)
        let idx = base + cx
        cells[idx] &+= dir * (h * 2 * Int32(Self.one) - area)
        cells[idx + 1] &+= dir * area
    }

    /// Walks the cells of one row piece from `(xa, ya)` to `(xb, yb)` (y local to the row, `ya ≤ yb`).
    private func cellRow(_ row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ dir: Int32) {
        if ya == yb { return }
        let shift = Self.fractionBits, one = Self.one
        let base = row * stride
        let c0: Int, c1: Int
        if xa < xb { c0 = xa >> shift; c1 = (xb - 1) >> shift } else if xa > xb { c0 = (xa - 1) >> shift; c1 = xb >> shift } else {
            c0 = xa >> shift; c1 = c0
        }
        if c0 == c1 {
            accumulate(base, c0, xa - (c0 << shift), ya, xb - (c0 << shift), yb, dir)
            touch(row, c0)
            return
        }
        let ddx = xb - xa, ddy = yb - ya
        var px = xa, py = ya
        if c0 < c1 {
            var cx = c0
            touch(row, c0)
            touch(row, c1)
            while cx < c1 {
                let boundary = (cx + 1) << shift
                let ny = ya + Self.roundedDivide(ddy * (boundary - xa), ddx)
                accumulate(base, cx, px - (cx << shift), py, one, ny, dir)
                px = boundary
                py = ny
                cx += 1
            }
            accumulate(base, c1, px - (c1 << shift), py, xb - (c1 << shift), yb, dir)
        } else {
            var cx = c0
            touch(row, c1)
            touch(row, c0)
            while cx > c1 {
                let boundary = cx << shift
                let ny = ya + Self.roundedDivide(ddy * (boundary - xa), ddx)
                accumulate(base, cx, px - boundary, py, 0, ny, dir)
                px = boundary
                py = ny
                cx -= 1
            }
            accumulate(base, c1, px - (c1 << shift), py, xb - (c1 << shift), yb, dir)
        }
    }

    /// Integrates every row, converts the accumulated area to 8-bit coverage (`round(area · 255)`, clamped to
    /// one for non-zero; folded modulo 2 for even-odd; thresholded at one half when `antialias` is false) and
    /// calls `body(y, x0, x1, coverage)` for each row with coverage in device columns `x0..<x1`
    /// (`coverage[i]` belongs to column `x0 + i`). The cells are zeroed on the way.
    package func sweep(rule: FillRule, antialias: Bool,
                       _ body: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UnsafeMutablePointer<UInt8>) -> Void) {
        let full = Self.fullCoverage
        let half = full >> 1
        let roundBias = Int32(1) << (2 * Self.fractionBits)
        let shift = Int32(2 * Self.fractionBits + 1)
        let cov = coverage
        for row in 0..<height {
            let lo = Int(rowMin[row]), hi = Int(rowMax[row])
            guard lo < hi else { continue }
            let base = row * stride
            let end = min(hi, width)
            var sum: Int32 = 0
            if lo < end {
                let p = cells + base
                switch (rule, antialias) {
                case (.nonZero, true):
                    for x in lo..<end {
                        sum &+= p[x]
                        p[x] = 0
                        let a = min(sum.magnitude, UInt32(full))
                        cov[x - lo] = UInt8(truncatingIfNeeded: (a &* 255 &+ UInt32(roundBias)) >> UInt32(shift))
                    }
                case (.evenOdd, true):
                    for x in lo..<end {
                        sum &+= p[x]
                        p[x] = 0
                        var a = sum & (2 * full - 1)
                        if a > full { a = 2 * full - a }
                        cov[x - lo] = UInt8(truncatingIfNeeded: (a &* 255 &+ roundBias) >> shift)
                    }
                case (.nonZero, false):
                    for x in lo..<end {
                        sum &+= p[x]
                        p[x] = 0
                        cov[x - lo] = Int32(truncatingIfNeeded: sum.magnitude) > half ? 255 : 0
                    }
                case (.evenOdd, false):
                    for x in lo..<end {
                        sum &+= p[x]
                        p[x] = 0
                        var a = sum & (2 * full - 1)
                        if a > full { a = 2 * full - a }
                        cov[x - lo] = a > half ? 255 : 0
                    }
                }
            }
            if end < hi { (cells + base + max(end, lo)).update(repeating: 0, count: hi - max(end, lo)) }
            rowMin[row] = Int32.max
            rowMax[row] = 0
            if lo < end { body(originY + row, originX + lo, originX + end, cov) }
        }
    }
}
