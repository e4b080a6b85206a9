/// Transposition of 8-bit planes in 16 × 16 tiles with 128-bit vectors, so that a horizontal blur pass can
/// run as a vertical one (whole rows of independent columns per vector).
///
/// A tile is transposed by four rounds of the perfect unshuffle: new row `k` is the even bytes of old rows
/// `2k, 2k+1` for `k < 8`, the odd bytes for `k ≥ 8`. Each round rotates the 8-bit element index
/// (`row·16 + column`) right by one bit, so four rounds swap row and column. Even/odd byte selection is a
/// plain vector shuffle (on x86-64 SSE2: a mask or a shift, then one pack instruction).
enum ByteTranspose {
    typealias Row = SIMD16<UInt8>

    /// Writes the transpose of the `rows × cols` plane at `src` (row stride `srcStride`) to `dst` (row stride
    /// `dstStride`): `dst[c·dstStride + r] = src[r·srcStride + c]`. `rows` and `cols` must be multiples of 16.
    static func transpose(_ src: UnsafePointer<UInt8>, srcStride: Int, rows: Int, cols: Int,
                          into dst: UnsafeMutablePointer<UInt8>, dstStride: Int) {
        withUnsafeTemporaryAllocation(of: Row.self, capacity: 32) { scratch in
            let a = scratch.baseAddress!, b = a + 16
            let sraw = UnsafeRawPointer(src), draw = UnsafeMutableRawPointer(dst)
            var r0 = 0
            while r0 < rows {
                var c0 = 0
                while c0 < cols {
                    for i in 0..<16 {
                        a[i] = sraw.loadUnaligned(fromByteOffset: (r0 &+ i) &* srcStride &+ c0, as: Row.self)
                    }
                    unshuffle(a, into: b); unshuffle(b, into: a); unshuffle(a, into: b); unshuffle(b, into: a)
                    for i in 0..<16 {
                        draw.storeBytes(of: a[i], toByteOffset: (c0 &+ i) &* dstStride &+ r0, as: Row.self)
                    }
                    c0 &+= 16
                }
                r0 &+= 16
            }
        }
    }

    /// One perfect unshuffle of a 16 × 16 tile held as 16 rows.
    @inline(__always)
    private static func unshuffle(_ src: UnsafeMutablePointer<Row>, into dst: UnsafeMutablePointer<Row>) {
        for k in 0..<8 {
            let pair = SIMD32<UInt8>(lowHalf: src[2 &* k], highHalf: src[2 &* k &+ 1])
            dst[k] = pair.evenHalf
            dst[k &+ 8] = pair.oddHalf
        }
    }
}
