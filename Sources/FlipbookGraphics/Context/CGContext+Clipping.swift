import Foundation
import FlipbookRaster

extension CGContext {
    /// Intersects the clip with the area the current path would fill with the non-zero winding rule,
    /// then clears the path. Clips are anti-aliased unless anti-aliasing is off.
    public func clip() {
        clip(using: .winding)
    }

    /// Intersects the clip with the area the current path would fill with `rule`, then clears the path.
    public func clip(using rule: CGPathFillRule) {
        intersectClip(with: takeCurrentPath(), rule: rule)
    }

    /// Intersects the clip with `rect` (in user space).
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects` (in user space).
    public func clip(to rects: [CGRect]) {
        var path = PathData()
        for rect in rects { path.appendRect(rect, transform: state.ctm) }
        intersectClip(with: path, rule: .winding)
    }

    /// Intersects the clip with `path` (default user space). An empty path clips everything away.
    func intersectClip(with path: PathData, rule: CGPathFillRule) {
        var mask = state.clip ?? Mask.validated(width: width, height: height, value: 255)
        painter.clip(&mask, to: path.raster, rule: rule.raster, transform: baseToDevice.raster,
                     antialias: state.shouldAntialias)
        state.clip = mask
    }
}
