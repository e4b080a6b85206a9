import Foundation
import FlipbookCoreAnimation
import FlipbookRaster

extension Compositor {
    /// The sublayers `layer` draws, as copies (see ``CALayer/sublayerCopies(_:)``), sampled relative to the frame's
    /// media time plus the ``timeShift`` of the copies `layer` is inside. Draw what a copy holds through
    /// ``inCopy(_:_:)``.
    func sublayerCopies(of layer: CALayer) -> [(instance: LayerInstance?, placements: [LayerPlacement])] {
        layer.sublayerCopies(CopySampling(mediaTime: mediaTime.map { $0 + timeShift }))
    }

    /// Runs `body` (which draws or measures the layers of a copy) with the copy's time `offset` added to
    /// ``timeShift``: copies inside the copy are sampled relative to it. A non-finite offset counts as none, as
    /// the copy itself is then shown now.
    func inCopy<Result>(_ offset: CFTimeInterval?, _ body: () -> Result) -> Result {
        guard let offset, offset.isFinite, offset != 0 else { return body() }
        let enclosing = timeShift
        timeShift += offset
        defer { timeShift = enclosing }
        return body()
    }

    /// The placements of the sublayers in `copies` (what ``sublayerCopies(of:)`` returns) when
    /// ``drawSublayers(of:copies:projection:flipped:into:alpha:)`` would draw each one by itself, straight through
    /// its placement: a single plain copy whose placements carry no copy colour, no time offset and no 3D
    /// rendering context. `nil` otherwise (copies, tints, delays, 3D contexts).
    static func directPlacements(
        of copies: [(instance: LayerInstance?, placements: [LayerPlacement])]
    ) -> [LayerPlacement]? {
        guard copies.count == 1, copies[0].instance == nil else { return nil }
        let placements = copies[0].placements
        guard placements.allSatisfy({ $0.renderingContext == nil && $0.keepsColors && $0.timeOffset == 0 }) else {
            return nil
        }
        return placements
    }

    /// Draws the sublayers of `layer` (whose coordinates map to the device by `projection`), copy by copy (its
    /// ``sublayerCopies(of:)``, unless the caller has them as `copies`); a copy with a colour multiplier is drawn
    /// tinted (see ``drawTinted(_:by:projection:flipped:into:alpha:)``).
    func drawSublayers(of layer: CALayer, copies: [(instance: LayerInstance?, placements: [LayerPlacement])]? = nil,
                       projection: Projective2D, flipped: Bool, into surface: inout Surface, alpha: Double) {
        for copy in copies ?? sublayerCopies(of: layer) {
            inCopy(copy.instance?.timeOffset) {
                if let instance = copy.instance, !instance.keepsColors {
                    drawTinted(copy.placements, by: instance.colorMultiplier, projection: projection, flipped: flipped,
                               into: &surface, alpha: alpha)
                } else {
                    draw(copy.placements, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
                }
            }
        }
    }

    /// Draws placed layers offscreen, in the box of device pixels they cover, multiplies that by `multiplier`, and
    /// composites it through the surface's clip: a tinted copy.
    func drawTinted(_ placements: [LayerPlacement], by multiplier: (red: Double, green: Double, blue: Double, alpha: Double),
                    projection: Projective2D, flipped: Bool, into surface: inout Surface, alpha: Double) {
        guard let box = deviceBox(of: placements, projection: projection, within: surface.box) else { return }
        var tinted = Surface(box: box)
        draw(placements, projection: projection, flipped: flipped, into: &tinted, alpha: alpha)
        tinted.pixmap.multiplyColors(by: multiplier)
        painter.composite(tinted.pixmap, x: box.x0 - surface.box.x0, y: box.y0 - surface.box.y0,
                          onto: &surface.pixmap, clip: surface.clip)
    }

    /// The device pixels (within `limit`) that placed layers can draw on, their plane mapped to the device by
    /// `projection`; `nil` when they draw nothing there.
    func deviceBox(of placements: [LayerPlacement], projection: Projective2D, within limit: PixelBox) -> PixelBox? {
        var area: CGRect?
        for placement in placements {
            guard let inner = inCopy(placement.timeOffset, { extent(of: placement.layer) }),
                  let mapped = placement.projection.followed(by: projection).projectedBounds(of: inner) else { continue }
            area = area.map { $0.union(mapped) } ?? mapped
        }
        guard let area else { return nil }
        let box = PixelBox(covering: area).expanded(by: 1).intersection(limit)
        return box.isEmpty ? nil : box
    }

    /// Draws placed layers in order, each through its placement followed by `projection` (its plane → device);
    /// each run of consecutive layers of one 3D rendering context is drawn in visibility order, crossing planes
    /// split (see ``drawRenderingContext(_:projection:flipped:into:alpha:)``).
    func draw(_ placements: [LayerPlacement], projection: Projective2D, flipped: Bool, into surface: inout Surface,
              alpha: Double) {
        var start = 0
        while start < placements.count {
            var end = start + 1
            if let context = placements[start].renderingContext {
                while end < placements.count, placements[end].renderingContext == context { end += 1 }
            }
            if end - start > 1 {
                drawRenderingContext(Array(placements[start..<end]), projection: projection, flipped: flipped,
                                     into: &surface, alpha: alpha)
            } else {
                draw(placements[start], projection: projection, flipped: flipped, into: &surface, alpha: alpha)
            }
            start = end
        }
    }

    /// Draws one placed layer; a layer reached through the copies of a non-flattening layer is drawn tinted and at
    /// its copy's time.
    func draw(_ placement: LayerPlacement, projection: Projective2D, flipped: Bool, into surface: inout Surface,
              alpha: Double) {
        inCopy(placement.timeOffset) {
            if placement.keepsColors {
                draw(placement.layer, projection: placement.projection.followed(by: projection),
                     flipped: flipped != placement.isFlipped, into: &surface, alpha: alpha * placement.opacity)
            } else {
                var plain = placement
                plain.colorMultiplier = (1, 1, 1, 1)
                plain.timeOffset = 0
                drawTinted([plain], by: placement.colorMultiplier, projection: projection, flipped: flipped,
                           into: &surface, alpha: alpha)
            }
        }
    }
}
