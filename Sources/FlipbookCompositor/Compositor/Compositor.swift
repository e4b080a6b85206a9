import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster

/// Draws a layer tree into a ``Surface``: the heart of `render(in:)` and of frame rendering, which descends a plain
/// chain of layers with a stack of its own (`DeferredDrawing`) and recurses only into groups, textures and copies.
///
/// Every layer is placed by a ``Projective2D`` from its own coordinates to device pixels: the product of
/// each level's projection (sublayers are flattened into their superlayer's plane, as ordinary layers do;
/// layers that keep their sublayers in 3D hand over their composed placements, see `sublayerPlacements`).
/// A layer whose projection is affine is drawn directly with it (the common, exact case). Under perspective,
/// a simple layer is drawn straight through the projection and any other is drawn into a texture in its own
/// plane first, which is mapped onto the device perspective-correctly; both are clipped at the eye plane.
///
/// Per layer, bottom to top: shadow, background, contents, the layer class's own content
/// (``LayerCompositing/contentDrawing``), sublayers (by `zPosition`, then insertion order; in visibility order in
/// a 3D rendering context, planes that cross split; once per ``LayerInstance`` when the class asks for copies),
/// border. During a `CATransition` that body is replaced by the transition's combination of the layer's body
/// before and now. The compositor knows no concrete layer class: classes plug in through ``LayerCompositing``. Layers
/// with NaN or infinite geometry (bounds, position, transforms) are not drawn, with their subtrees.
/// `masksToBounds` clips contents and sublayers to the rounded bounds; a `mask`, a shadow cast by the layer's own
/// alpha, or group opacity make the layer render as one offscreen group first.
final class Compositor {
    let painter = Painter()
    /// The sign of the determinant that means "facing the viewer" (that of the tree's root placement), relative to
    /// the surface being drawn: inside a perspective texture, multiplied by the side of the textured layer's plane
    /// the viewer sees (so that a single-sided sublayer of a layer turned away is culled there too).
    var frontFacingSign: Double
    /// The media time the presentation tree was sampled at, when known (frames): instances with a time offset
    /// are sampled relative to it.
    let mediaTime: CFTimeInterval?
    /// The time offset of the instance being drawn, relative to ``mediaTime``: the sum of the offsets of the
    /// copies (``LayerInstance/timeOffset``) the layer being drawn is inside, so that nested copies add their delays.
    var timeShift: CFTimeInterval = 0
    /// Converted `contents` images, by identity (the image is kept alive with its pixels).
    private var images: [ObjectIdentifier: (image: CGImage, pixmap: Pixmap)] = [:]

    /// The largest side of a perspective texture, in pixels.
    static let maximumTextureSide = 4096.0

    /// The host's kept pixmaps, which large offscreen surfaces (a transition's renderings) are taken from and given
    /// back to, when drawing a host's frame; `nil` elsewhere.
    let canvases: FrameCanvas?

    init(frontFacingSign: Double, mediaTime: CFTimeInterval? = nil, canvases: FrameCanvas? = nil) {
        self.frontFacingSign = frontFacingSign < 0 ? -1 : 1
        self.mediaTime = mediaTime
        self.canvases = canvases
    }

    // MARK: Layers

    /// Draws `layer` and its subtree.
    ///
    /// - Parameters:
    ///   - projection: the layer's coordinates → device pixels.
    ///   - flipped: whether an odd number of ancestors flip their geometry (contents are then drawn flipped
    ///     back, so that images stay upright).
    ///   - alpha: the opacity inherited from ancestors that do not group their opacity.
    ///
    /// The layers drawn directly into `surface` hand their sublayers over to a stack of steps (see
    /// `DeferredDrawing`) run here, rather than recursing, so the depth of a plain chain of layers is not limited
    /// by the thread's stack.
    func draw(_ layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface, alpha: Double) {
        let deferred = DeferredDrawing()
        drawLayer(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha, deferring: deferred)
        while let step = deferred.pop() {
            switch step {
            case .layer(let layer, let projection, let flipped, let alpha):
                drawLayer(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha,
                          deferring: deferred)
            case .bodyEnd(let end):
                finishBody(end, into: &surface)
            }
        }
    }

    /// Draws `layer` (see ``draw(_:projection:flipped:into:alpha:)``), leaving the sublayers of a layer drawn
    /// directly into `surface` to `deferred`.
    private func drawLayer(_ layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface,
                           alpha: Double, deferring deferred: DeferredDrawing) {
        guard !layer.isHidden, layer.opacity > 0, alpha > 0, layer.hasFiniteBounds, projection.isFinite else { return }
        if !layer.isDoubleSided, facingSign(of: projection) != frontFacingSign { return }
        if !layer.sublayersAreFlattened {
            // Only reached for a tree's root: elsewhere a non-flattening layer hands over its placements.
            drawSublayers(of: layer, projection: projection, flipped: flipped != layer.isGeometryFlipped,
                          into: &surface, alpha: alpha * min(Double(layer.opacity), 1))
            return
        }
        if projection.isEffectivelyAffine {
            drawFlat(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha, deferring: deferred)
        } else {
            drawProjected(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
        }
    }

    /// The orientation a projection gives the layer's plane where it is in front of the eye (`W > 0`), where
    /// the Jacobian's determinant is `det H / W³`: +1 or −1.
    func facingSign(of projection: Projective2D) -> Double {
        projection.determinant < 0 ? -1 : 1
    }

    /// Draws a layer whose projection is affine, as a group when it needs one; drawn directly, it leaves its
    /// sublayers to `deferred` when it can (see ``drawRenderedBody(_:projection:flipped:into:alpha:deferring:)``).
    func drawFlat(_ layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface, alpha: Double,
                  deferring deferred: DeferredDrawing? = nil) {
        let opacity = min(Double(layer.opacity), 1)
        let shadow = LayerShadow(layer)
        let groupsOpacity = layer.allowsGroupOpacity && opacity < 1 && drawsSeveralParts(layer)
        let shadowShape = shadow == nil ? nil : castShape(of: layer)
        let shadowNeedsGroup = shadow != nil && (shadowShape == nil || layer.masksToBounds)
        if layer.mask != nil || groupsOpacity || shadowNeedsGroup {
            drawGroup(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
            return
        }
        if let shadow, let shadowShape {
            drawShadow(of: shadowShape.path, bounds: shadowShape.bounds, shadow, projection: projection, into: &surface,
                       alpha: alpha * opacity)
        }
        drawBody(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha * opacity,
                 deferring: deferred)
    }

    /// The shape whose shadow the layer casts, when it is known without rendering: `shadowPath`, or the
    /// layer's own (rounded) shape when an opaque background is all it draws beneath its border.
    private func castShape(of layer: CALayer) -> (path: RasterPath, bounds: CGRect)? {
        guard layer.transitionPresentation == nil else { return nil }
        if let path = layer.shadowPath { return (path.raster, path.boundingBoxOfPath) }
        guard let color = layer.backgroundColor, color.alpha >= 1, color.pattern == nil, layer.contents == nil,
              layer.classContentDrawing == nil, !hasVisibleSublayers(layer) else { return nil }
        return (LayerShape(layer: layer).path, layer.bounds)
    }

    /// Whether the layer draws more than one thing (so that its opacity must apply to them as a group).
    func drawsSeveralParts(_ layer: CALayer) -> Bool {
        if hasVisibleSublayers(layer) || layer.classContentDrawing != nil || layer.transitionPresentation != nil {
            return true
        }
        var parts = 0
        if let color = layer.backgroundColor, color.alpha > 0 { parts += 1 }
        if layer.contents != nil { parts += 1 }
        if hasBorder(layer) { parts += 1 }
        return parts > 1
    }

    /// Whether any sublayer is drawn (not hidden, not transparent).
    func hasVisibleSublayers(_ layer: CALayer) -> Bool {
        layer.sublayers?.contains { !$0.isHidden && $0.opacity > 0 } ?? false
    }

    func hasBorder(_ layer: CALayer) -> Bool {
        guard let color = layer.borderColor, color.alpha > 0 else { return false }
        return layer.borderWidth > 0 && layer.borderWidth.isFinite
    }

    /// The layer's body with `alpha`: what it renders (see
    /// ``drawRenderedBody(_:projection:flipped:into:alpha:deferring:)``, which may leave the sublayers to
    /// `deferred`), or in the middle of a transition, its renderings before and now combined by the transition
    /// (see ``drawTransition(of:_:projection:flipped:into:alpha:)``).
    func drawBody(_ layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface, alpha: Double,
                  deferring deferred: DeferredDrawing? = nil) {
        if let transition = layer.transitionPresentation {
            drawTransition(of: layer, transition, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
        } else {
            drawRenderedBody(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha,
                             deferring: deferred)
        }
    }

    /// Background, contents and the class's own content (clipped by `masksToBounds`), sublayers (clipped too)
    /// and border, each with `alpha`. With `deferred`, sublayers drawn one by one, each straight into this
    /// layer's plane (one copy, no copy colours or time offsets, no 3D rendering context), are not drawn here:
    /// they and the end of the body are pushed onto `deferred`, whose steps the caller runs on `surface`.
    func drawRenderedBody(_ layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface,
                          alpha: Double, deferring deferred: DeferredDrawing? = nil) {
        let toSurface = projection.followed(by: surface.fromDevice).affine
        let shape = LayerShape(layer: layer)
        if let color = layer.backgroundColor, color.alpha > 0,
           let paint = backgroundPaint(color, of: layer, toSurface: toSurface, surface: surface, alpha: alpha) {
            painter.fill(shape.path, in: &surface.pixmap, paint: paint, transform: toSurface, clip: surface.clip)
        }
        let enclosingClip = surface.clip
        if layer.masksToBounds { surface.clip(to: shape.path, transform: projection.affine, painter: painter) }
        drawContents(of: layer, projection: projection.followed(by: surface.fromDevice), flipped: flipped,
                     into: &surface, alpha: alpha)
        if let drawing = layer.classContentDrawing {
            drawContent(of: layer, with: drawing, projection: projection, into: &surface, alpha: alpha)
        }
        let end = DeferredDrawing.BodyEnd(layer: layer, shape: shape, toSurface: toSurface, enclosingClip: enclosingClip,
                                          alpha: alpha)
        let sublayersFlipped = flipped != layer.isGeometryFlipped
        let copies = sublayerCopies(of: layer)
        if let deferred, let placements = Self.directPlacements(of: copies) {
            deferred.push(.bodyEnd(end))
            for placement in placements.reversed() {
                deferred.push(.layer(placement.layer, projection: placement.projection.followed(by: projection),
                                     flipped: sublayersFlipped != placement.isFlipped, alpha: alpha * placement.opacity))
            }
            return
        }
        drawSublayers(of: layer, copies: copies, projection: projection, flipped: sublayersFlipped, into: &surface,
                      alpha: alpha)
        finishBody(end, into: &surface)
    }

    /// The end of a layer's body, after its sublayers: the clip of the layers around it back, then its border.
    func finishBody(_ end: DeferredDrawing.BodyEnd, into surface: inout Surface) {
        surface.clip = end.enclosingClip
        if hasBorder(end.layer), let color = end.layer.borderColor {
            painter.fill(end.shape.borderPath(width: Double(end.layer.borderWidth)), in: &surface.pixmap,
                         paint: Paint(.solid(color.raster), alpha: end.alpha), rule: .evenOdd, transform: end.toSurface,
                         clip: surface.clip)
        }
    }

    /// The pixels of `image`, converted once per compositor.
    func pixmap(for image: CGImage) -> Pixmap {
        let key = ObjectIdentifier(image)
        if let cached = images[key] { return cached.pixmap }
        let pixmap = image.pixmap
        images[key] = (image, pixmap)
        return pixmap
    }
}
