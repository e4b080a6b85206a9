import Foundation

/// The model fields a layer holds itself rather than in its shared attributes: the geometry and opacity, copied into
/// every presentation copy and written by most animations. The typed evaluation path reads and writes them with a
/// switch (no closure, no key path: see `AnimatedSlot`), as their declarations say (`LayerStorage.field`).
package enum LayerField: Sendable {
    case bounds, position, anchorPoint, zPosition, opacity

    /// The field's value on `layer` as a vector.
    func vector(of layer: CALayer) -> SIMD4<Double> {
        switch self {
        case .bounds: layer._bounds.vector
        case .position: layer._position.vector
        case .anchorPoint: layer._anchorPoint.vector
        case .zPosition: layer._zPosition.vector
        case .opacity: layer._opacity.vector
        }
    }

    /// Stores `vector` into the field of `layer`.
    func store(_ vector: SIMD4<Double>, in layer: CALayer) {
        switch self {
        case .bounds: layer._bounds = CGRect(vector: vector)
        case .position: layer._position = CGPoint(vector: vector)
        case .anchorPoint: layer._anchorPoint = CGPoint(vector: vector)
        case .zPosition: layer._zPosition = CGFloat(vector: vector)
        case .opacity: layer._opacity = Float(vector: vector)
        }
    }
}
