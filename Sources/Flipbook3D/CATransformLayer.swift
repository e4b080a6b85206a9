import FlipbookCoreAnimation
import Foundation

/// A layer that builds true 3D layer hierarchies: its sublayers are not flattened into its plane.
///
/// As Apple's `CATransformLayer` (`CATransformLayer.h`): only the sublayers are rendered, each keeping its full 3D
/// placement composed with the transform layer's own `transform` (and its superlayer's `sublayerTransform`, such
/// as a shared perspective), and all the layers of the 3D rendering context it forms — nested transform layers and
/// depth-preserving replicators included — are drawn back to front by depth, planes that cross each other split
/// along their intersection. What a layer renders itself is ignored: `backgroundColor`, `contents`, the border,
/// and the properties that assume 2D image processing of a flattened layer — `filters`, `mask`,
/// `masksToBounds` and the shadow. `opacity` is applied to each sublayer individually: the transform layer forms
/// no compositing group (two overlapping half-transparent sublayers show each other through).
open class CATransformLayer: CALayer {}

extension CATransformLayer: LayerCompositing {
    /// `false`: the sublayers keep their 3D placement and are drawn by depth with the rest of the 3D rendering context.
    package var flattensSublayers: Bool { false }
}
