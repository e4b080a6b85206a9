import Foundation

/// A rectangle of whole device pixels, `x0..<x1` × `y0..<y1` (row 0 at the top).
struct PixelRegion: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

    /// The pixels touched by `rect` (device coordinates, y down) grown by `margin` pixels, within `limit`.
    /// A null rectangle gives an empty region, a non-finite one (such as `CGRect.infinite`) all of `limit`.
    init(covering rect: CGRect, margin: Int = 1, within limit: PixelRegion) {
        if rect.isNull {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              rect.width < 1e9, rect.height < 1e9 else {
            self = limit
            return
        }
        func clamp(_ value: CGFloat, _ low: Int, _ high: Int) -> Int {
            Int(min(max(value, CGFloat(low - 1)), CGFloat(high + 1)))
        }
        self.init(x0: max(limit.x0, clamp(rect.minX.rounded(.down), limit.x0, limit.x1) - margin),
                  y0: max(limit.y0, clamp(rect.minY.rounded(.down), limit.y0, limit.y1) - margin),
                  x1: min(limit.x1, clamp(rect.maxX.rounded(.up), limit.x0, limit.x1) + margin),
                  y1: min(limit.y1, clamp(rect.maxY.rounded(.up), limit.y0, limit.y1) + margin))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The region grown by `margin` pixels on every side (an empty region stays empty).
    func expanded(by margin: Int) -> PixelRegion {
        isEmpty ? self : PixelRegion(x0: x0 - margin, y0: y0 - margin, x1: x1 + margin, y1: y1 + margin)
    }

    /// The smallest region holding both.
    func union(_ other: PixelRegion) -> PixelRegion {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRegion(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }
}
