import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster
import FlipbookTransitions

extension Compositor {
    /// The area a layer in the middle of a transition draws on, in its coordinates, before `masksToBounds`: what
    /// the rendition's pieces can reach over the area both renderings draw on (see ``TransitionRendition``).
    func transitionExtent(of layer: CALayer, _ transition: TransitionPresentation) -> CGRect? {
        guard let area = transitionArea(of: layer, transition) else { return nil }
        let rendition = TransitionRenditions.rendition(for: transition.type)
        let extent = rendition.extent(direction: TransitionDirection(transition.subtype), bounds: layer.bounds, area: area)
        guard !extent.isNull, extent.minX.isFinite, extent.minY.isFinite, extent.maxX.isFinite, extent.maxY.isFinite
        else { return nil }
        return extent
    }

    /// The area either rendering of a transitioning layer draws on (its body now, and its body before).
    private func transitionArea(of layer: CALayer, _ transition: TransitionPresentation) -> CGRect? {
        let after = renderedBodyExtent(of: layer)
        guard let prior = transition.priorRendering, prior.hasFiniteBounds, let before = renderedBodyExtent(of: prior)
        else { return after }
        return union(after, before)
    }

    /// Draws the body of a layer in the middle of a transition: its rendering before the transition's transaction
    /// and its rendering now, each drawn offscreen over the area both cover (on the surface's pixel grid, so that a
    /// piece that does not move is copied exactly), combined by the type's rendition into one image, which is
    /// composited with `alpha` through the surface's clip and, with `masksToBounds`, the layer's rounded bounds.
    ///
    /// `projection` is affine here (under perspective a layer is drawn into a texture in its own plane first).
    /// Rendering content more than a surface's size beyond the surface is not drawn (it could only be seen by
    /// a motion longer than the surface).
    func drawTransition(of layer: CALayer, _ transition: TransitionPresentation, projection: Projective2D,
                        flipped: Bool, into surface: inout Surface, alpha: Double) {
        guard let area = transitionArea(of: layer, transition), let extent = transitionExtent(of: layer, transition),
              let areaBounds = projection.projectedBounds(of: area),
              let extentBounds = projection.projectedBounds(of: extent) else { return }
        let reach = max(surface.box.width, surface.box.height)
        let sourceBox = PixelBox(covering: areaBounds).expanded(by: 1).intersection(surface.box.expanded(by: reach))
        let targetBox = PixelBox(covering: extentBounds).expanded(by: 1).intersection(surface.box)
        guard !sourceBox.isEmpty, !targetBox.isEmpty else { return }

        var after = Surface(box: sourceBox)
        drawRenderedBody(layer, projection: projection, flipped: flipped, into: &after, alpha: 1)
        var before = Surface(box: sourceBox)
        if let prior = transition.priorRendering, prior.hasFiniteBounds {
            drawBody(prior, projection: projection, flipped: flipped, into: &before, alpha: 1)
        }
        let rendition = TransitionRenditions.rendition(for: transition.type)
        let pieces = rendition.pieces(at: transition.progress, direction: TransitionDirection(transition.subtype),
                                      bounds: layer.bounds, area: area)
        let toDevice = projection.affine
        var combined = Surface(box: targetBox)
        for piece in pieces {
            draw(piece, toDevice: toDevice, textures: (before.pixmap, after.pixmap), sourceBox: sourceBox,
                 into: &combined)
        }
        let enclosingClip = surface.clip
        if layer.masksToBounds { surface.clip(to: LayerShape(layer: layer).path, transform: toDevice, painter: painter) }
        painter.composite(combined.pixmap, x: targetBox.x0 - surface.box.x0, y: targetBox.y0 - surface.box.y0,
                          onto: &surface.pixmap, alpha: alpha, clip: surface.clip)
        surface.clip = enclosingClip
    }

    /// Draws one piece onto `target`: offscreen over the device pixels its vertices cover, its triangles summed
    /// (`plusLighter`: the coverage of triangles sharing an edge adds up to the whole, so a mesh shows no seams),
    /// shaded, then composited with its alpha and compositing.
    private func draw(_ piece: TransitionPiece, toDevice: Transform2D, textures: (before: Pixmap, after: Pixmap),
                      sourceBox: PixelBox, into target: inout Surface) {
        let alpha = piece.alpha.isFinite ? min(max(piece.alpha, 0), 1) : 0
        guard alpha > 0, !piece.vertices.isEmpty else { return }
        let positions = piece.vertices.map { toDevice.apply($0.position) }
        guard positions.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        var minX = positions[0].x, minY = positions[0].y, maxX = minX, maxY = minY
        for p in positions {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let box = PixelBox(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
            .expanded(by: 1).intersection(target.box)
        guard !box.isEmpty else { return }
        var layer = Pixmap.sized(width: box.width, height: box.height)
        let toBox = Vec2(Double(-box.x0), Double(-box.y0))
        switch piece.fill {
        case .image(let source):
            let texture = source == .before ? textures.before : textures.after
            let toTexture = Vec2(Double(-sourceBox.x0), Double(-sourceBox.y0))
            let vertices = zip(piece.vertices, positions).map { vertex, position in
                TriangleMesh.Vertex(position: position + toBox, w: vertex.w,
                                    texCoord: toDevice.apply(vertex.texCoord) + toTexture)
            }
            painter.draw(TriangleMesh(vertices: vertices, indices: piece.indices), texture: texture, in: &layer,
                         blend: .plusLighter)
            let shade = piece.shade.isFinite ? min(max(piece.shade, 0), 1) : 1
            if shade < 1 { layer.multiplyColors(by: (shade, shade, shade, 1)) }
        case .color(let color):
            var k = 0
            while k + 2 < piece.indices.count {
                let corners = piece.indices[k..<k + 3]
                k += 3
                guard corners.allSatisfy(positions.indices.contains) else { continue }
                var path = RasterPath()
                path.move(to: positions[corners[corners.startIndex]] + toBox)
                path.line(to: positions[corners[corners.startIndex + 1]] + toBox)
                path.line(to: positions[corners[corners.startIndex + 2]] + toBox)
                path.close()
                painter.fill(path, in: &layer, paint: Paint(.solid(color)), blend: .plusLighter)
            }
        }
        painter.composite(layer, x: box.x0 - target.box.x0, y: box.y0 - target.box.y0, onto: &target.pixmap,
                          alpha: alpha, blend: piece.compositing == .add ? .plusLighter : .normal)
    }
}
