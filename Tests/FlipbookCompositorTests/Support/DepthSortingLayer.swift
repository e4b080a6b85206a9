import Foundation
import FlipbookCoreAnimation

/// A test-only layer class that keeps its sublayers in 3D (as `CATransformLayer` will): it opts out of
/// flattening through the compositor's hook and draws nothing of its own.
final class DepthSortingLayer: CALayer, LayerCompositing {
    var flattensSublayers: Bool { false }
}
