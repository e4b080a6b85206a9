import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics

extension Compositor {
    /// The area `layer` can draw on, in its own coordinates: its bounds (when it draws anything there), its
    /// contents where gravity lets them overflow, its class's own content (``LayerCompositing/contentExtent``),
    /// its sublayers' areas (unless `masksToBounds` clips them) and its shadow, limited to its mask's area. `nil`
    /// when it draws nothing.
    /// A layer that does not flatten its sublayers draws only them.
    func extent(of layer: CALayer) -> CGRect? {
        guard !layer.isHidden, layer.opacity > 0, layer.hasFiniteBounds else { return nil }
        guard layer.sublayersAreFlattened else { return sublayersExtent(of: layer) }
        var area = layer.transitionPresentation.map { transitionExtent(of: layer, $0) } ?? renderedBodyExtent(of: layer)
        if layer.masksToBounds { area = area.map { $0.intersection(layer.bounds) }.flatMap { $0.isNull ? nil : $0 } }
        if let shadow = LayerShadow(layer), let drawn = layer.shadowPath?.boundingBoxOfPath ?? area {
            area = union(area, shadow.extent(of: drawn))
        }
        if let mask = layer.mask {
            let projection = mask.projection(into: layer, asSublayer: false)
            guard projection.isFinite, let inner = extent(of: mask), let mapped = projection.projectedBounds(of: inner),
                  let drawn = area else { return nil }
            let visible = drawn.intersection(mapped)
            return visible.isNull ? nil : visible
        }
        return area
    }

    /// The area the layer's body (background, contents, class content, sublayers, border) draws on, in its
    /// coordinates, before `masksToBounds` clips it; `nil` when it draws nothing.
    func renderedBodyExtent(of layer: CALayer) -> CGRect? {
        let bounds = layer.bounds
        var area: CGRect? = drawsInBounds(layer) ? bounds : nil
        if let image = layer.contents as? CGImage {
            let placement = ContentsPlacement(imageWidth: image.width, imageHeight: image.height, bounds: bounds,
                                              gravity: layer.contentsGravity, contentsRect: layer.contentsRect,
                                              contentsScale: layer.contentsScale, contentsCenter: layer.contentsCenter)
            for piece in placement.pieces { area = union(area, piece.destination) }
        }
        if let content = layer.classContentExtent { area = union(area, content) }
        if let sublayers = sublayersExtent(of: layer) { area = union(area, sublayers) }
        return area
    }

    /// The area the sublayers (every copy of them) draw on, in the layer's coordinates.
    private func sublayersExtent(of layer: CALayer) -> CGRect? {
        var area: CGRect?
        for copy in sublayerCopies(of: layer) {
            inCopy(copy.instance?.timeOffset) {
                for placement in copy.placements {
                    let projection = placement.projection
                    guard projection.isFinite, let inner = inCopy(placement.timeOffset, { extent(of: placement.layer) }),
                          let mapped = projection.projectedBounds(of: inner) else { continue }
                    area = union(area, mapped)
                }
            }
        }
        return area
    }

    /// Whether the layer paints inside its bounds itself (background or border).
    private func drawsInBounds(_ layer: CALayer) -> Bool {
        if let color = layer.backgroundColor, color.alpha > 0 { return true }
        if let color = layer.borderColor, color.alpha > 0, layer.borderWidth > 0 { return true }
        return false
    }

    func union(_ a: CGRect?, _ b: CGRect) -> CGRect {
        a.map { $0.union(b) } ?? b
    }
}
