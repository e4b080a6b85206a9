import Foundation
import FlipbookRaster

/// A transitioning layer's two renderings, drawn on the device pixel grid over the same box.
struct TransitionTextures {
    /// The rendering before the transition's transaction.
    let before: Pixmap
    /// The rendering now.
    let after: Pixmap
    /// The device pixels both cover.
    let box: PixelBox
    /// The device rectangle holding everything either rendering draws (inside `box`).
    let content: CGRect

    /// Where to copy a whole texture (its top-left pixel, in target pixels) for a flat
    /// piece placed by `placement` (texture pixels → target pixels) that only moves it: a translation (snapped to
    /// whole device pixels) of a piece whose outline `positions` covers all the content. `nil` otherwise.
    func wholeCopyOffset(_ placement: Projective2D, positions: [Vec2]) -> (x: Int, y: Int)? {
        let tolerance = 1e-9
        guard placement.isAffine, abs(placement.m11 - 1) < tolerance, abs(placement.m22 - 1) < tolerance,
              abs(placement.m12) < tolerance, abs(placement.m21) < tolerance else { return nil }
        let dx = placement.m13, dy = placement.m23
        // The content (device pixels → texture pixels → target pixels) must lie inside the piece's outline, an
        // axis-aligned rectangle.
        let moved = content.offsetBy(dx: CGFloat(dx - Double(box.x0)), dy: CGFloat(dy - Double(box.y0)))
        guard positions.count == 4 else { return nil }
        let xs = positions.map(\.x), ys = positions.map(\.y)
        let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
        guard positions.allSatisfy({ ($0.x == minX || $0.x == maxX) && ($0.y == minY || $0.y == maxY) }),
              minX <= Double(moved.minX) + 1e-6, minY <= Double(moved.minY) + 1e-6,
              maxX >= Double(moved.maxX) - 1e-6, maxY >= Double(moved.maxY) - 1e-6 else { return nil }
        return (Int(dx.rounded()), Int(dy.rounded()))
    }
}
