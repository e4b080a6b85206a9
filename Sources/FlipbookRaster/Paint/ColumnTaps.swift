/// The horizontal taps of bilinear sampling for an image placement without rotation or shear (the image `u`
/// depends on the device column only): for each device column, the first texel of the pair it blends and the
/// 8-bit weight of the second, computed once per draw from the column's own 16.16 position and reused on every
/// row (the scaled-blit tables of pixman's bilinear fast path).
///
/// Edge clamping is folded into the taps, so the row kernel never clamps: a column left of the first texel
/// centre blends texel 0 with weight 0, one right of the last centre blends the last pair with weight 256
/// (both give the edge texel exactly, as two clamped taps do). Needs an image at least two texels wide.
final class ColumnTaps {
    /// `u = scale · (x + ½) + offset` in image pixels for device column `x`.
    private let scale: Double, offset: Double
    /// The last pair start: image width − 2.
    private let lastPair: Int
    /// Covered device columns `first..<first + count`.
    private(set) var first = 0
    private(set) var count = 0
    private var capacity = 0
    /// First texel of each column's pair.
    private(set) var texels: UnsafeMutablePointer<Int32>
    /// Weight of each column's second texel (0…256), repeated in the four 16-bit lanes.
    private(set) var weights: UnsafeMutablePointer<UInt64>

    init(scale: Double, offset: Double, imageWidth: Int) {
        self.scale = scale
        self.offset = offset
        lastPair = imageWidth - 2
        texels = .allocate(capacity: 1)
        weights = .allocate(capacity: 1)
    }

    deinit {
        texels.deallocate()
        weights.deallocate()
    }

    /// Makes the taps cover device columns `x0..<x0 + n` (and those covered before).
    @inline(__always)
    func cover(_ x0: Int, _ n: Int) {
        if x0 < first || x0 &+ n > first &+ count { extend(x0, n) }
    }

    /// Recomputes the taps over the union of the covered columns and `x0..<x0 + n`.
    private func extend(_ x0: Int, _ n: Int) {
        let start = count == 0 ? x0 : min(x0, first), end = count == 0 ? x0 &+ n : max(x0 &+ n, first &+ count)
        if end - start > capacity {
            texels.deallocate()
            weights.deallocate()
            capacity = max(end - start, 2 * capacity)
            texels = .allocate(capacity: capacity)
            weights = .allocate(capacity: capacity)
        }
        for i in 0..<(end - start) {
            // Texel-centre-relative 16.16 position, as the row samplers compute it for a span's first pixel.
            let u = ImageSampler.fixed(scale * (Double(start + i) + 0.5) + offset) &- 32768
            let ix = u >> 16
            let k: Int, f: UInt64
            if ix < 0 {
                (k, f) = (0, 0)
            } else if ix > lastPair {
                (k, f) = (lastPair, 256)
            } else {
                (k, f) = (ix, UInt64(truncatingIfNeeded: (u >> 8) & 0xFF))
            }
            texels[i] = Int32(truncatingIfNeeded: k)
            weights[i] = f &* 0x0001_0001_0001_0001
        }
        first = start
        count = end - start
    }
}
