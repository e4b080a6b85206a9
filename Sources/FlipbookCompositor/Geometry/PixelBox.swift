import Foundation

/// A rectangle of whole device pixels, `x0..<x1` × `y0..<y1` (y down).
struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    /// The pixels `rect` touches (outward rounding); coordinates are limited to ±10⁷ so that boxes of
    /// projections that reach towards infinity stay representable (they are intersected with a surface next).
    init(covering rect: CGRect) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        func limited(_ v: CGFloat) -> CGFloat { min(max(v, -1e7), 1e7) }
        self.init(x0: Int(limited(rect.minX).rounded(.down)), y0: Int(limited(rect.minY).rounded(.down)),
                  x1: Int(limited(rect.maxX).rounded(.up)), y1: Int(limited(rect.maxY).rounded(.up)))
    }

    var width: Int { max(x1 - x0, 0) }
    var height: Int { max(y1 - y0, 0) }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    func expanded(by margin: Int) -> PixelBox {
        PixelBox(x0: x0 - margin, y0: y0 - margin, x1: x1 + margin, y1: y1 + margin)
    }
}
