import Flipbook3D
import FlipbookRaster

extension LayerHalfPlane {
    /// The half-plane in the coordinates `fromDevice` maps to the layer's (the inverse of the layer's projection
    /// onto the device, column vectors): its line function `(a, b, c)·fromDevice·(x, y, 1)ᵀ` is linear in device
    /// pixels and equals the layer's line function divided by the point's homogeneous `W`, which is positive
    /// wherever the layer is drawn (in front of the eye), so the kept side is the same.
    func mapped(by fromDevice: Projective2D) -> LayerHalfPlane {
        let m = fromDevice
        return LayerHalfPlane(a: a * m.m11 + b * m.m21 + c * m.m31, b: a * m.m12 + b * m.m22 + c * m.m32,
                              c: a * m.m13 + b * m.m23 + c * m.m33, keepsNonNegative: keepsNonNegative)
    }
}

extension Mask {
    /// Sets to 0 every value whose pixel centre is not on the kept side of `halfPlane` (in device pixels; pixel
    /// (0, 0) of the mask is device pixel (`originX`, `originY`)): a hard, pixel-sampled edge.
    mutating func keep(_ halfPlane: LayerHalfPlane, originX: Int, originY: Int) {
        let width = width
        values.withUnsafeMutableBufferPointer { values in
            for row in 0..<height {
                let y = Double(originY + row) + 0.5
                let rowValue = halfPlane.b * y + halfPlane.c
                for column in 0..<width where !halfPlane.keeps(halfPlane.a * (Double(originX + column) + 0.5) + rowValue) {
                    values[row * width + column] = 0
                }
            }
        }
    }

    /// Multiplies the values by those of `other` read from (`x`, `y`) on (`other`'s pixel (`x`, `y`) is this
    /// mask's (0, 0)); values of `other` outside it count as 0.
    mutating func multiply(by other: Mask, atX x: Int, y: Int) {
        for row in 0..<height {
            for column in 0..<width {
                let index = row * width + column
                values[index] = UInt8(truncatingIfNeeded: PixelOps.div255(UInt32(values[index])
                    &* UInt32(other.value(x: x + column, y: y + row))))
            }
        }
    }
}
