import Foundation

/// A rectangle of whole device pixels, `x0..<x1` × `y0..<y1` (row 0 at the top).
struct PixelRegion: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

    /// The pixels touched by `rect` (device coordinates, y down) grown by `margin` pixels, clamped to a
    /// `width` × `height` surface. A null rectangle gives an empty region, a non-finite one (such as
    /// `CGRect.infinite`) the whole surface.
    init(covering rect: CGRect, margin: Int = 1, width: Int, height: Int) {
        if rect.isNull {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              rect.width < 1e9, rect.height < 1e9 else {
            self.init(x0: 0, y0: 0, x1: width, y1: height)
            return
        }
        func clamp(_ value: CGFloat, _ limit: Int) -> Int {
            Int(min(max(value, -1), CGFloat(limit + 1)))
        }
        self.init(x0: max(0, clamp(rect.minX.rounded(.down), width) - margin),
                  y0: max(0, clamp(rect.minY.rounded(.down), height) - margin),
                  x1: min(width, clamp(rect.maxX.rounded(.up), width) + margin),
                  y1: min(height, clamp(rect.maxY.rounded(.up), height) + margin))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The smallest region holding both.
    func union(_ other: PixelRegion) -> PixelRegion {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRegion(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }
}
