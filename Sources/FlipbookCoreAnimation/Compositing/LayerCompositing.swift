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
/// ``drawContent(in:)``, then the sublayers — once each (projected into the layer's plane, or kept in 3D when
/// ``flattensSublayers`` is `false`), or once per ``sublayerInstances`` entry — then the border.
package protocol LayerCompositing: CALayer {
    /// Whether the sublayers are flattened into this layer's plane (`true`, as every ordinary layer does) or
    /// kept in 3D (`false`, as `CATransformLayer` does): then each sublayer's full 3D placement is composed
    /// with this layer's, and they are drawn back to front by depth together with the other layers of the
    /// same 3D rendering context (see ``LayerPlacement/depth``). A layer that does not flatten draws nothing
    /// of its own (background, contents, border, shadow, mask and `masksToBounds` are ignored, as for
    /// `CATransformLayer`); its opacity multiplies into each sublayer's.
    var flattensSublayers: Bool { get }

    /// Draws the layer's own content above its `contents` image and beneath its sublayers. `context` has the
    /// layer's coordinates (bounds, y down) as its user space at the device's resolution, and is composited
    /// with the layer's opacity and the clip of enclosing `masksToBounds` layers (and of this layer's, when
    /// set). The default draws nothing.
    func drawContent(in context: CGContext)

    /// The copies in which the sublayers are drawn, or `nil` to draw each once (the default). Each copy is
    /// placed by its ``LayerInstance/transform`` in this layer's coordinates, tinted by its colour
    /// multiplier and shows the sublayers at a time shifted by its time offset.
    var sublayerInstances: [LayerInstance]? { get }
}

extension LayerCompositing {
    package var flattensSublayers: Bool { true }
    package func drawContent(in context: CGContext) {}
    package var sublayerInstances: [LayerInstance]? { nil }
}

extension CALayer {
    /// Whether the compositor flattens the sublayers into this layer's plane (see
    /// ``LayerCompositing/flattensSublayers``): `true` for every layer class that does not say otherwise.
    package var sublayersAreFlattened: Bool {
        (self as? any LayerCompositing)?.flattensSublayers ?? true
    }
}
