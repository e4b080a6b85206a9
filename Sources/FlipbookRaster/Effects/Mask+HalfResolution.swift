/// Half-resolution copies of masks, for blurs wide enough that a quarter of the pixels carry the result.
extension Mask {
    /// The mask at half size: each value the rounded mean of a 2 × 2 block (odd edges repeat their last row
    /// or column).
    package func halved() -> Mask {
        let w = (width + 1) / 2, h = (height + 1) / 2
        var result = Mask.zeros(width: w, height: h)
        values.withUnsafeBufferPointer { source in
            result.values.withUnsafeMutableBufferPointer { target in
                for y in 0..<h {
                    let r0 = min(2 * y, height - 1) * width, r1 = min(2 * y + 1, height - 1) * width
                    for x in 0..<w {
                        let c0 = min(2 * x, width - 1), c1 = min(2 * x + 1, width - 1)
                        let sum = Int(source[r0 + c0]) + Int(source[r0 + c1]) + Int(source[r1 + c0]) + Int(source[r1 + c1])
                        target[y * w + x] = UInt8((sum + 2) / 4)
                    }
                }
            }
        }
        return result
    }

    /// A half-size mask brought back to `width` × `height` (about twice its size) by bilinear interpolation at
    /// pixel centres: each output value mixes the two nearest half-size values by 3 : 1 along each axis.
    package func doubled(width outWidth: Int, height outHeight: Int) -> Mask {
        guard width > 0, height > 0 else { return Mask.zeros(width: outWidth, height: outHeight) }
        func taps(_ i: Int, _ limit: Int) -> (near: Int, far: Int) {
            let near = min(i / 2, limit - 1)
            let far = i % 2 == 0 ? max(near - 1, 0) : min(near + 1, limit - 1)
            return (near, far)
        }
        var rows = [UInt16](repeating: 0, count: outWidth * height)  // horizontal pass, values × 4
        for y in 0..<height {
            for x in 0..<outWidth {
                let t = taps(x, width)
                rows[y * outWidth + x] = UInt16(3 * Int(values[y * width + t.near]) + Int(values[y * width + t.far]))
            }
        }
        var result = Mask.zeros(width: outWidth, height: outHeight)
        for y in 0..<outHeight {
            let t = taps(y, height)
            for x in 0..<outWidth {
                let v = 3 * Int(rows[t.near * outWidth + x]) + Int(rows[t.far * outWidth + x])
                result.values[y * outWidth + x] = UInt8((v + 8) / 16)
            }
        }
        return result
    }

    /// A zero mask of a size derived from an existing mask's (non-negative, its area no larger).
    private static func zeros(width: Int, height: Int) -> Mask {
        guard let mask = try? Mask(width: width, height: height, value: 0) else {
            preconditionFailure("\(width)×\(height) derives from an existing mask's size")
        }
        return mask
    }
}
