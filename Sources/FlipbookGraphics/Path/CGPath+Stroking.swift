import Foundation
import FlipbookRaster

extension CGPath {
    /// Returns the outline of the stroke of this path as a new path to be filled with the non-zero rule.
    ///
    /// The outline is built by Flipbook's stroker: curves are flattened into lines within 1/32 path unit,
    /// so the result holds moves, lines and closes only. A width that is not positive gives an empty path.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeStyle(width: Double(lineWidth), cap: lineCap.raster, join: lineJoin.raster,
                                miterLimit: Double(miterLimit))
        let outline = Stroker.outline(of: data.raster, style: style)
        return CGPath(data: PathData(outline).applying(transform))
    }

    /// Returns the dashed version of this path: one open subpath per "on" interval of `lengths`
    /// (alternating on and off lengths, starting `phase` units into the pattern).
    ///
    /// Curves are flattened into lines within 1/32 path unit. An empty pattern, a negative or non-finite
    /// length, or a pattern of total length zero returns the path unchanged (as the stroke would be solid); so
    /// does a pattern so fine that the copy would hold more than 2²⁰ (1,048,576) dashes, which would look solid
    /// too, instead of growing with the path's length over the pattern's without limit.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let dashed = Dasher.dash(data.raster, pattern: lengths.map(Double.init), phase: Double(phase))
        return CGPath(data: PathData(dashed).applying(transform))
    }
}
