import Foundation

/// A property value that the typed evaluation path (see `AnimatedSlot`) carries as a `SIMD4<Double>`: a number in
/// `x`; a point or size in `x`, `y`; a rect as origin x, y, width, height.
package protocol VectorValue: LayerPropertyValue {
    /// The shape of the vector (which `AnimationValue` kind the value has).
    static var vectorShape: AnimatedSlot.Shape { get }
    init(vector: SIMD4<Double>)
    var vector: SIMD4<Double> { get }
}

extension CGFloat: VectorValue {
    package static var vectorShape: AnimatedSlot.Shape { .number }
    package init(vector: SIMD4<Double>) { self = vector.x }
    package var vector: SIMD4<Double> { SIMD4(self, 0, 0, 0) }
}

extension Float: VectorValue {
    package static var vectorShape: AnimatedSlot.Shape { .number }
    package init(vector: SIMD4<Double>) { self = Float(vector.x) }
    package var vector: SIMD4<Double> { SIMD4(Double(self), 0, 0, 0) }
}

extension CGPoint: VectorValue {
    package static var vectorShape: AnimatedSlot.Shape { .point }
    package init(vector: SIMD4<Double>) { self.init(x: vector.x, y: vector.y) }
    package var vector: SIMD4<Double> { SIMD4(x, y, 0, 0) }
}

extension CGSize: VectorValue {
    package static var vectorShape: AnimatedSlot.Shape { .size }
    package init(vector: SIMD4<Double>) { self.init(width: vector.x, height: vector.y) }
    package var vector: SIMD4<Double> { SIMD4(width, height, 0, 0) }
}

extension CGRect: VectorValue {
    package static var vectorShape: AnimatedSlot.Shape { .rect }
    package init(vector: SIMD4<Double>) { self.init(x: vector.x, y: vector.y, width: vector.z, height: vector.w) }
    package var vector: SIMD4<Double> { SIMD4(origin.x, origin.y, size.width, size.height) }
}
