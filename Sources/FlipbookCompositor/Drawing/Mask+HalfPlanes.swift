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
    /// A mask of `box`'s size (its pixel (0, 0) is device pixel (`box.x0`, `box.y0`)) that is 255 where the pixel's
    /// centre is on the kept side of every half-plane (given in device pixels) and 0 elsewhere: hard,
    /// pixel-sampled edges.
    ///
    /// Row by row, each half-plane bounds the kept span by its crossing of the row, found by division; pixels
    /// within two of a span end are decided by evaluating every half-plane exactly (the same test at the same
    /// pixel for both fragments of a split, which therefore never share or both miss a pixel), those further in
    /// are at least a pixel inside every line.
    init(box: PixelBox, keeping halfPlanes: [LayerHalfPlane]) {
        self = Mask.sized(width: box.width, height: box.height, value: 0)
        let width = width, height = height
        var rowValues = [Double](repeating: 0, count: halfPlanes.count)
        values.withUnsafeMutableBufferPointer { values in
            for row in 0..<height {
                let y = Double(box.y0 + row) + 0.5
                for k in halfPlanes.indices { rowValues[k] = halfPlanes[k].b * y + halfPlanes[k].c }
                var low = 0, high = width
                for k in halfPlanes.indices where low < high {
                    let halfPlane = halfPlanes[k]
                    guard halfPlane.a != 0 else {
                        if !halfPlane.keeps(rowValues[k]) { high = low }
                        continue
                    }
                    // The column where the line crosses the row; the kept side is to its right when the function
                    // grows with x on the kept side.
                    let crossing = -rowValues[k] / halfPlane.a - Double(box.x0) - 0.5
                    guard crossing.isFinite else { continue }
                    let column = Int(min(max(crossing, -1e9), 1e9).rounded(.down))
                    if (halfPlane.a > 0) == halfPlane.keepsNonNegative {
                        low = max(low, column - 2)
                    } else {
                        high = min(high, column + 3)
                    }
                }
                guard low < high else { continue }
                let start = row * width
                values[(start + low)..<(start + high)].update(repeating: 255)
                // Within two pixels of a span end: the exact test at the pixel's centre.
                let leftEnd = min(low + 3, high)
                for range in [low..<leftEnd, max(high - 3, leftEnd)..<high] {
                    for column in range {
                        let x = Double(box.x0 + column) + 0.5
                        for k in halfPlanes.indices where !halfPlanes[k].keeps(halfPlanes[k].a * x + rowValues[k]) {
                            values[start + column] = 0
                            break
                        }
                    }
                }
            }
        }
    }
}
