import Foundation
import FlipbookGraphics

/// How a layer class takes part in compositing, for classes that draw more than `CALayer`'s background,
/// contents image and border: the hook the compositor calls, with no knowledge of concrete classes.
///
/// A layer class (in any module of the package: content layers, 3D, replicators, emitters) conforms and
/// implements what it needs; the extension supplies `CALayer`'s behaviour for the rest. A subclass of a
/// conforming class overrides only members the conforming class implements itself (protocol extension
/// defaults are not dynamically dispatched).
///
/// Per layer the compositor draws, bottom to top: shadow, background, `contents` image, then
/// ``contentDrawing``, then the sublayers — once each (projected into the layer's plane, or kept in 3D when
/// ``flattensSublayers`` is `false`), or once per ``sublayerInstances`` entry — then the border.
package protocol LayerCompositing: CALayer {
    /// Whether the sublayers are flattened into this layer's plane (`true`, as every ordinary layer does) or
    /// kept in 3D (`false`, as `CATransformLayer` does): then each sublayer's full 3D placement is composed
    /// with this layer's, and they are drawn in visibility order together with the other layers of the same 3D
    /// rendering context (sorted by ``LayerPlacement/depth``, then planes that cross split: see
    /// ``LayerPlacement/renderingContext``). A layer that does not flatten draws nothing
    /// of its own (background, contents, border, shadow, mask and `masksToBounds` are ignored, as for
    /// `CATransformLayer`); its opacity multiplies into each sublayer's.
    var flattensSublayers: Bool { get }

    /// How the layer draws its own content above its `contents` image and beneath its sublayers, or `nil`
    /// when it draws none (the default). The closure gets a context whose user space is the layer's
    /// coordinates (y down) at the device's resolution, covering ``contentExtent``; what it draws there is
    /// composited with the layer's opacity through the clip of enclosing `masksToBounds` layers (and of this
    /// layer's, when set: only then is the content kept to the bounds).
    var contentDrawing: ((CGContext) -> Void)? { get }

    /// The area, in the layer's coordinates, that ``contentDrawing`` can paint: the bounds by default. A class
    /// whose content reaches beyond its bounds (a shape layer's path and stroke, an emitter's particles) gives
    /// the rectangle that holds all of it, so that the content is not cut at the bounds and the areas of groups,
    /// shadows and masks that contain the layer include it. Content outside this area may be lost.
    var contentExtent: CGRect { get }

    /// The copies in which the sublayers are drawn, or `nil` to draw each once (the default). Each copy is
    /// placed by its ``LayerInstance/transform`` in this layer's coordinates, tinted by its colour
    /// multiplier and shows the sublayers at a time shifted by its time offset.
    var sublayerInstances: [LayerInstance]? { get }
}

extension LayerCompositing {
    package var flattensSublayers: Bool { true }
    package var contentDrawing: ((CGContext) -> Void)? { nil }
    package var contentExtent: CGRect { bounds }
    package var sublayerInstances: [LayerInstance]? { nil }
}

extension CALayer {
    /// Whether the compositor flattens the sublayers into this layer's plane (see
    /// ``LayerCompositing/flattensSublayers``): `true` for every layer class that does not say otherwise.
    package var sublayersAreFlattened: Bool {
        (self as? any LayerCompositing)?.flattensSublayers ?? true
    }

    /// How the layer's class draws content of its own (see ``LayerCompositing/contentDrawing``): `nil` for every
    /// class that draws none.
    package var classContentDrawing: ((CGContext) -> Void)? {
        (self as? any LayerCompositing)?.contentDrawing
    }

    /// The area the layer's class draws its own content on (see ``LayerCompositing/contentExtent``), limited to
    /// the bounds when `masksToBounds` clips it: `nil` for every class that draws none, or when nothing of it
    /// can show.
    package var classContentExtent: CGRect? {
        guard let compositing = self as? any LayerCompositing, compositing.contentDrawing != nil else { return nil }
        let extent = masksToBounds ? compositing.contentExtent.intersection(bounds) : compositing.contentExtent
        guard !extent.isNull, extent.minX.isFinite, extent.minY.isFinite, extent.maxX.isFinite, extent.maxY.isFinite
        else { return nil }
        return extent
    }
}
