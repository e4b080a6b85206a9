import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics

extension Compositor {
    /// The area `layer` can draw on, in its own coordinates: its bounds (when it draws anything there), its
    /// contents where gravity lets them overflow, its sublayers' areas (unless `masksToBounds` clips them)
    /// and its shadow, limited to its mask's area. `nil` when it draws nothing.
    func extent(of layer: CALayer) -> CGRect? {
        guard !layer.isHidden, layer.opacity > 0, layer.hasFiniteBounds else { return nil }
        let bounds = layer.bounds
        var area: CGRect? = drawsInBounds(layer) ? bounds : nil
        if let image = layer.contents as? CGImage {
            let placement = ContentsPlacement(imageWidth: image.width, imageHeight: image.height, bounds: bounds,
                                              gravity: layer.contentsGravity, contentsRect: layer.contentsRect,
                                              contentsScale: layer.contentsScale, contentsCenter: layer.contentsCenter)
            for piece in placement.pieces { area = union(area, piece.destination) }
        }
        for sublayer in layer.sublayersInDrawingOrder {
            let projection = sublayer.projection(into: layer, asSublayer: true)
            guard projection.isFinite, let inner = extent(of: sublayer), let mapped = projection.projectedBounds(of: inner)
            else { continue }
            area = union(area, mapped)
        }
        if layer.masksToBounds { area = area.map { $0.intersection(bounds) }.flatMap { $0.isNull ? nil : $0 } }
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

    /// Whether the layer paints inside its bounds itself (background or border).
    private func drawsInBounds(_ layer: CALayer) -> Bool {
        if let color = layer.backgroundColor, color.alpha > 0 { return true }
        if let color = layer.borderColor, color.alpha > 0, layer.borderWidth > 0 { return true }
        return false
    }

    private func union(_ a: CGRect?, _ b: CGRect) -> CGRect {
        a.map { $0.union(b) } ?? b
    }
}
