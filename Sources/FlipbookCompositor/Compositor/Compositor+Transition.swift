import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster
import FlipbookTransitions

extension Compositor {
    /// The area a layer in the middle of a transition draws on, in its coordinates, before `masksToBounds`: what
    /// the rendition's pieces can reach over the area both renderings draw on (see ``TransitionRendition``).
    func transitionExtent(of layer: CALayer, _ transition: TransitionPresentation) -> CGRect? {
        transitionRegion(of: layer, transition)?.extent
    }

    /// The area either rendering of a transitioning layer draws on (its body now, and its body before), and what the
    /// rendition's pieces can reach over it; `nil` when nothing is drawn.
    private func transitionRegion(of layer: CALayer, _ transition: TransitionPresentation)
        -> (area: CGRect, extent: CGRect)? {
        var area = renderedBodyExtent(of: layer)
        if let prior = transition.priorRendering, prior.hasFiniteBounds, let before = renderedBodyExtent(of: prior) {
            area = union(area, before)
        }
        guard let area else { return nil }
        let rendition = TransitionRenditions.rendition(for: transition.type)
        let extent = rendition.extent(direction: TransitionDirection(transition.subtype), bounds: layer.bounds, area: area)
        guard !extent.isNull, extent.minX.isFinite, extent.minY.isFinite, extent.maxX.isFinite, extent.maxY.isFinite
        else { return nil }
        return (area, extent)
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
        guard let (area, extent) = transitionRegion(of: layer, transition), let areaBounds = projection.projectedBounds(of: area),
              let extentBounds = projection.projectedBounds(of: extent) else { return }
        let reach = max(surface.box.width, surface.box.height)
        let sourceBox = PixelBox(covering: areaBounds).expanded(by: 1).intersection(surface.box.expanded(by: reach))
        let targetBox = PixelBox(covering: extentBounds).expanded(by: 1).intersection(surface.box)
        guard !sourceBox.isEmpty, !targetBox.isEmpty else { return }

        var after = transparentSurface(sourceBox)
        drawRenderedBody(layer, projection: projection, flipped: flipped, into: &after, alpha: 1)
        var before = transparentSurface(sourceBox)
        if let prior = transition.priorRendering, prior.hasFiniteBounds {
            drawBody(prior, projection: projection, flipped: flipped, into: &before, alpha: 1)
        }
        let rendition = TransitionRenditions.rendition(for: transition.type)
        let pieces = rendition.pieces(at: transition.progress, direction: TransitionDirection(transition.subtype),
                                      bounds: layer.bounds, area: area)
        let toDevice = projection.affine
        let textures = TransitionTextures(before: before.pixmap, after: after.pixmap, box: sourceBox,
                                          content: areaBounds)
        let enclosingClip = surface.clip
        if layer.masksToBounds { surface.clip(to: LayerShape(layer: layer).path, transform: toDevice, painter: painter) }
        if alpha >= 1, pieces.allSatisfy({ $0.compositing == .over }) {
            // Nothing to sum or fade as a whole: the pieces go straight onto the surface.
            for piece in pieces { draw(piece, toDevice: toDevice, textures: textures, into: &surface) }
        } else {
            var combined = Surface(box: targetBox)
            for piece in pieces { draw(piece, toDevice: toDevice, textures: textures, into: &combined) }
            painter.composite(combined.pixmap, x: targetBox.x0 - surface.box.x0, y: targetBox.y0 - surface.box.y0,
                              onto: &surface.pixmap, alpha: alpha, clip: surface.clip)
        }
        surface.clip = enclosingClip
        canvases?.keep(after.pixmap)
        canvases?.keep(before.pixmap)
    }

    /// A transparent surface over `box`, its pixmap one of the host's kept ones when there is one of that size.
    private func transparentSurface(_ box: PixelBox) -> Surface {
        guard let canvases else { return Surface(box: box) }
        return Surface(box: box, pixmap: canvases.take(width: box.width, height: box.height, fill: 0))
    }

    /// Draws one piece onto `target` (through its clip), the fastest exact way its shape allows: a textured piece
    /// that only moves its rendering is a copy of the texture (moved by whole device pixels); a flat one (all its
    /// vertices on one plane: one placement of the texture) is one polygon filled through that placement; any other
    /// mesh is drawn offscreen over its device box with its triangles summed (`plusLighter`: triangles sharing an
    /// edge add up to whole coverage, no seam), then composited. A coloured piece is one path, its triangles
    /// united. Alpha, shade (a colour multiplier) and compositing apply in every case.
    private func draw(_ piece: TransitionPiece, toDevice: Transform2D, textures: TransitionTextures,
                      into target: inout Surface) {
        let alpha = piece.alpha.isFinite ? min(max(piece.alpha, 0), 1) : 0
        guard alpha > 0, !piece.vertices.isEmpty else { return }
        let fromTarget = Vec2(Double(-target.box.x0), Double(-target.box.y0))
        let positions = piece.vertices.map { toDevice.apply($0.position) + fromTarget }
        guard positions.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let blend: BlendMode = piece.compositing == .add ? .plusLighter : .normal
        let texture: Pixmap
        switch piece.fill {
        case .color(let color):
            let outline = TriangleMesh(vertices: positions.map { TriangleMesh.Vertex(position: $0, texCoord: .zero) },
                                       indices: piece.indices)
            painter.fill(outline.path(of: piece.indices[...]), in: &target.pixmap, paint: Paint(.solid(color), alpha: alpha),
                         blend: blend, clip: target.clip)
            return
        case .image(let source):
            texture = source == .before ? textures.before : textures.after
        }
        let fromTexture = Vec2(Double(-textures.box.x0), Double(-textures.box.y0))
        let vertices = zip(piece.vertices, positions).map { vertex, position in
            TriangleMesh.Vertex(position: position, w: vertex.w, texCoord: toDevice.apply(vertex.texCoord) + fromTexture)
        }
        let mesh = TriangleMesh(vertices: vertices, indices: piece.indices)
        if let placement = mesh.sharedPlacement(of: piece.indices[...]) {
            if piece.shade >= 1, let offset = textures.wholeCopyOffset(placement, positions: positions) {
                painter.composite(texture, x: offset.x, y: offset.y, onto: &target.pixmap, alpha: alpha, blend: blend,
                                  clip: target.clip)
            } else {
                let pattern = ImagePattern(image: texture, projective: placement, shade: piece.shade)
                painter.fill(mesh.path(of: piece.indices[...]), in: &target.pixmap,
                             paint: Paint(.image(pattern), alpha: alpha), blend: blend, clip: target.clip)
            }
            return
        }
        var minX = positions[0].x, minY = positions[0].y, maxX = minX, maxY = minY
        for p in positions {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let localBox = PixelBox(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)).expanded(by: 1)
            .intersection(PixelBox(x0: 0, y0: 0, x1: target.box.width, y1: target.box.height))
        guard !localBox.isEmpty else { return }
        var sheet = Pixmap.sized(width: localBox.width, height: localBox.height)
        let toSheet = Vec2(Double(-localBox.x0), Double(-localBox.y0))
        let sheetVertices = vertices.map { TriangleMesh.Vertex(position: $0.position + toSheet, w: $0.w, texCoord: $0.texCoord) }
        painter.draw(TriangleMesh(vertices: sheetVertices, indices: piece.indices), texture: texture, in: &sheet,
                     shade: piece.shade, blend: .plusLighter)
        painter.composite(sheet, x: localBox.x0, y: localBox.y0, onto: &target.pixmap, alpha: alpha, blend: blend,
                          clip: target.clip)
    }
}
