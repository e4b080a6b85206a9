import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics

extension Compositor {
    /// The area `layer` can draw on, in its own coordinates: its bounds (when it draws anything there), its
    /// contents where gravity lets them overflow, its class's own content (``LayerCompositing/contentExtent``),
    /// its sublayers' areas (unless `masksToBounds` clips them) and its shadow, limited to its mask's area. `nil`
    /// when it draws nothing.
    /// A layer that does not flatten its sublayers draws only them.
    ///
    /// The sublayers that are measured one by one straight through their placements (see
    /// ``directPlacements(of:)``) are measured on a stack of the layers being measured rather than by recursion,
    /// so the depth of a plain chain of layers is not limited by the thread's stack; the areas are combined in the
    /// same order either way.
    func extent(of layer: CALayer) -> CGRect? {
        var measuring: [ExtentLevel] = []
        var entering: CALayer? = layer
        while true {
            var measured: CGRect?
            if let current = entering {
                entering = nil
                let copies = measuresSublayersOneByOne(current) ? sublayerCopies(of: current) : nil
                if let copies, let placements = Self.directPlacements(of: copies) {
                    measuring.append(ExtentLevel(layer: current, placements: placements))
                    continue
                }
                measured = extent(of: current, sublayersArea: sublayersExtent(of: current, copies: copies))
            } else if let top = measuring.indices.last {
                let index = measuring[top].nextPlacement
                if index < measuring[top].placements.count {
                    measuring[top].nextPlacement = index + 1
                    if measuring[top].placements[index].projection.isFinite {
                        entering = measuring[top].placements[index].layer
                    }
                    continue
                }
                let level = measuring.removeLast()
                measured = extent(of: level.layer, sublayersArea: level.sublayersArea)
            } else {
                return nil
            }
            guard let top = measuring.indices.last else { return measured }
            let placement = measuring[top].placements[measuring[top].nextPlacement - 1]
            if let measured, let mapped = placement.projection.projectedBounds(of: measured) {
                measuring[top].sublayersArea = union(measuring[top].sublayersArea, mapped)
            }
        }
    }

    /// A layer being measured by ``extent(of:)``, and its sublayers' placements.
    private struct ExtentLevel {
        let layer: CALayer
        let placements: [LayerPlacement]
        /// The index of the next placement to measure.
        var nextPlacement = 0
        /// The union of the areas of the sublayers measured so far, in the layer's coordinates.
        var sublayersArea: CGRect?
    }

    /// Whether ``extent(of:)`` measures the sublayers of `layer` itself, one placement after the other, when they
    /// are drawn straight through their placements: the layer is shown, flattens its sublayers and is not in a
    /// transition (its area then adds theirs).
    private func measuresSublayersOneByOne(_ layer: CALayer) -> Bool {
        !layer.isHidden && layer.opacity > 0 && layer.hasFiniteBounds && layer.sublayersAreFlattened
            && layer.transitionPresentation == nil
    }

    /// ``extent(of:)`` for `layer` whose sublayers (every copy of them) draw on `sublayersArea`.
    private func extent(of layer: CALayer, sublayersArea: @autoclosure () -> CGRect?) -> CGRect? {
        guard !layer.isHidden, layer.opacity > 0, layer.hasFiniteBounds else { return nil }
        guard layer.sublayersAreFlattened else { return sublayersArea() }
        var area = layer.transitionPresentation.map { transitionExtent(of: layer, $0) }
            ?? renderedBodyExtent(of: layer, sublayersArea: sublayersArea())
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
        renderedBodyExtent(of: layer, sublayersArea: sublayersExtent(of: layer))
    }

    /// ``renderedBodyExtent(of:)`` for a layer whose sublayers draw on `sublayersArea`.
    private func renderedBodyExtent(of layer: CALayer, sublayersArea: CGRect?) -> CGRect? {
        let bounds = layer.bounds
        var area: CGRect? = drawsInBounds(layer) ? bounds : nil
        if let image = layer.contents as? CGImage {
            let placement = ContentsPlacement(imageWidth: image.width, imageHeight: image.height, bounds: bounds,
                                              gravity: layer.contentsGravity, contentsRect: layer.contentsRect,
                                              contentsScale: layer.contentsScale, contentsCenter: layer.contentsCenter)
            for piece in placement.pieces { area = union(area, piece.destination) }
        }
        if let content = layer.classContentExtent { area = union(area, content) }
        if let sublayersArea { area = union(area, sublayersArea) }
        return area
    }

    /// The area the sublayers (every copy of them: `copies` when the caller has them) draw on, in the layer's
    /// coordinates.
    private func sublayersExtent(of layer: CALayer,
                                 copies: [(instance: LayerInstance?, placements: [LayerPlacement])]? = nil) -> CGRect? {
        var area: CGRect?
        for copy in copies ?? sublayerCopies(of: layer) {
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
