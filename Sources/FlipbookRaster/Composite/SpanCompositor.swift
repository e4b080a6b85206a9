/// Blends one horizontal span of source pixels into the destination, per ``BlendMode``, with 8-bit coverage.
/// The mode switch happens once per span; the loops are plain 32-bit pixel arithmetic (``PixelOps``).
package enum SpanCompositor {
    /// A constant colour `s` with full coverage over `count` pixels.
    @inlinable
    package static func solidRun(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32, _ mode: BlendMode) {
        switch mode {
        case .normal:
            let ia = 255 &- (s >> 24)
            if ia == 0 {
                PixelKernels.fill(dst, count, s)
            } else if s != 0 {
                PixelKernels.sourceOverSolid(dst, count, s)
            }
        case .copy:
            PixelKernels.fill(dst, count, s)
        case .clear:
            PixelKernels.fill(dst, count, 0)
        case .multiply:
            for i in 0..<count { dst[i] = PixelOps.multiply(s, dst[i]) }
        case .screen:
            for i in 0..<count { dst[i] = PixelOps.screen(s, dst[i]) }
        case .plusLighter:
            for i in 0..<count { dst[i] = PixelOps.addSaturating(s, dst[i]) }
        }
    }

    /// A constant colour `s` under the coverage `cov`, or full coverage when `cov` is nil (a span of the sweep).
    @inlinable
    package static func solid(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>?, _ count: Int,
                              _ s: UInt32, _ mode: BlendMode) {
        if let cov { solidMasked(dst, cov, count, s, mode) } else { solidRun(dst, count, s, mode) }
    }

    /// A constant colour `s` with per-pixel coverage `cov`.
    @inlinable
    package static func solidMasked(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ count: Int,
                                    _ s: UInt32, _ mode: BlendMode) {
        switch mode {
        case .normal: PixelKernels.sourceOverSolid(dst, cov, count, s)
        case .copy: maskedRuns(dst, cov, count, s, mode) { d, c in PixelOps.lerp(s, d, c) }
        case .clear: maskedRuns(dst, cov, count, s, mode) { d, c in PixelOps.scale(d, 255 &- c) }
        case .multiply: maskedRuns(dst, cov, count, s, mode) { d, c in PixelOps.lerp(PixelOps.multiply(s, d), d, c) }
        case .screen: maskedRuns(dst, cov, count, s, mode) { d, c in PixelOps.screen(PixelOps.scale(s, c), d) }
        case .plusLighter:
            maskedRuns(dst, cov, count, s, mode) { d, c in PixelOps.addSaturating(PixelOps.scale(s, c), d) }
        }
    }

    /// Runs of full coverage through ``solidRun(_:_:_:_:)``; other covered pixels through `blend(d, c)`.
    @inlinable @inline(__always)
    static func maskedRuns(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ count: Int,
                           _ s: UInt32, _ mode: BlendMode, _ blend: (UInt32, UInt32) -> UInt32) {
        var i = 0
        while i < count {
            let c = UInt32(cov[i])
            if c == 255 {
                var j = i + 1
                while j < count && cov[j] == 255 { j += 1 }
                solidRun(dst + i, j - i, s, mode)
                i = j
                continue
            }
            if c != 0 { dst[i] = blend(dst[i], c) }
            i += 1
        }
    }

    /// Per-pixel source colours `src` with per-pixel coverage `cov` (nil = full coverage).
    @inlinable
    package static func span(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
                             _ cov: UnsafePointer<UInt8>?, _ count: Int, _ mode: BlendMode) {
        guard let cov else {
            switch mode {
            case .normal: PixelKernels.sourceOver(dst, src, count)
            case .copy: dst.update(from: src, count: count)
            case .clear: dst.update(repeating: 0, count: count)
            case .multiply: for i in 0..<count { dst[i] = PixelOps.multiply(src[i], dst[i]) }
            case .screen: for i in 0..<count { dst[i] = PixelOps.screen(src[i], dst[i]) }
            case .plusLighter: for i in 0..<count { dst[i] = PixelOps.addSaturating(src[i], dst[i]) }
            }
            return
        }
        switch mode {
        case .normal:
            var i = 0
            while i < count {
                let c = UInt32(cov[i])
                if c == 255 {
                    var j = i + 1
                    while j < count && cov[j] == 255 { j += 1 }
                    PixelKernels.sourceOver(dst + i, src + i, j - i)
                    i = j
                    continue
                }
                if c != 0 { dst[i] = PixelOps.sourceOver(PixelOps.scale(src[i], c), dst[i]) }
                i += 1
            }
        case .copy:
            for i in 0..<count { dst[i] = PixelOps.lerp(src[i], dst[i], UInt32(cov[i])) }
        case .clear:
            for i in 0..<count { dst[i] = PixelOps.scale(dst[i], 255 &- UInt32(cov[i])) }
        case .multiply:
            for i in 0..<count { dst[i] = PixelOps.lerp(PixelOps.multiply(src[i], dst[i]), dst[i], UInt32(cov[i])) }
        case .screen:
            for i in 0..<count { dst[i] = PixelOps.screen(PixelOps.scale(src[i], UInt32(cov[i])), dst[i]) }
        case .plusLighter:
            for i in 0..<count { dst[i] = PixelOps.addSaturating(PixelOps.scale(src[i], UInt32(cov[i])), dst[i]) }
        }
    }
}
