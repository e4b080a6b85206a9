/// pixelmatch's colour distance in the YIQ space (Kotsarenko & Ramos 2010), with semi-transparent
/// pixels blended over white first (pixelmatch before v7, and the PyPI `pixelmatch` 0.4.0 port).
///
/// The arithmetic follows the reference order of operations exactly, so results agree bit for bit.
enum YIQDistance {
    /// The squared YIQ distance between the pixels at byte offsets `first` in `image1` and `second` in
    /// `image2`, and whether the second pixel is darker (pixelmatch's sign, used for `diffColorAlt`).
    @inline(__always)
    static func delta(
        _ image1: UnsafePointer<UInt8>, _ first: Int,
        _ image2: UnsafePointer<UInt8>, _ second: Int
    ) -> (distance: Double, secondIsDarker: Bool) {
        let (r1, g1, b1) = blendedOverWhite(image1, first)
        let (r2, g2, b2) = blendedOverWhite(image2, second)
        let y1 = luma(r1, g1, b1)
        let y2 = luma(r2, g2, b2)
        let y = y1 - y2
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        return (0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q, y1 > y2)
    }

    /// The brightness (Y) difference `Y(first) − Y(second)` of two pixels of one image; exactly `0` when
    /// all four samples are equal.
    @inline(__always)
    static func brightnessDelta(_ image: UnsafePointer<UInt8>, _ first: Int, _ second: Int) -> Double {
        if samePixel(image, first, image, second) { return 0 }
        let (r1, g1, b1) = blendedOverWhite(image, first)
        let (r2, g2, b2) = blendedOverWhite(image, second)
        return luma(r1, g1, b1) - luma(r2, g2, b2)
    }

    /// Whether the four samples at `first` in `image1` equal those at `second` in `image2`.
    @inline(__always)
    static func samePixel(
        _ image1: UnsafePointer<UInt8>, _ first: Int,
        _ image2: UnsafePointer<UInt8>, _ second: Int
    ) -> Bool {
        UnsafeRawPointer(image1 + first).loadUnaligned(as: UInt32.self)
            == UnsafeRawPointer(image2 + second).loadUnaligned(as: UInt32.self)
    }

    /// The pixel's RGB blended over white by its alpha; opaque pixels are returned unchanged.
    @inline(__always)
    static func blendedOverWhite(_ image: UnsafePointer<UInt8>, _ offset: Int) -> (Double, Double, Double) {
        let r = Double(image[offset])
        let g = Double(image[offset + 1])
        let b = Double(image[offset + 2])
        let alpha = image[offset + 3]
        if alpha == 255 { return (r, g, b) }
        let a = Double(alpha) / 255
        return (blend(r, a), blend(g, a), blend(b, a))
    }

    /// `c` blended over white with opacity `a` (0–1).
    @inline(__always)
    static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

    /// The Y (luma) component of YIQ.
    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    private static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    private static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
