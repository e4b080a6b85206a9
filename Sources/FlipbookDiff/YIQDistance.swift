/// pixelmatch 7.2.0's colour distance in the YIQ space (Kotsarenko & Ramos 2010).
///
/// The two pixels' difference is taken first and converted to YIQ (the transform is linear). When either
/// pixel is not opaque, each is blended over the ``TransparencyBackdrop`` colour under the first pixel,
/// which reduces to `(c₁·a₁ − c₂·a₂ − backdrop·(a₁ − a₂)) / 255` per channel. The arithmetic follows the
/// reference's order of operations exactly, so results agree bit for bit.
enum YIQDistance {
    /// The squared YIQ distance between the pixels at byte offsets `first` in `image1` and `second` in
    /// `image2`, and whether the second pixel is darker (pixelmatch's sign, used for `diffColorAlt`).
    @inline(__always)
    static func delta(
        _ image1: UnsafePointer<UInt8>, _ first: Int,
        _ image2: UnsafePointer<UInt8>, _ second: Int,
        over backdrop: TransparencyBackdrop
    ) -> (distance: Double, secondIsDarker: Bool) {
        let (r, g, b) = blendedDifference(image1, first, image2, second, over: backdrop)
        let y = luma(r, g, b)
        let i = inPhase(r, g, b)
        let q = quadrature(r, g, b)
        return (0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q, y > 0)
    }

    /// The brightness (Y) difference `Y(first) − Y(second)` of two pixels of one image, blended over the
    /// backdrop under `first`; exactly `0` when all four samples are equal.
    @inline(__always)
    static func brightnessDelta(
        _ image: UnsafePointer<UInt8>, _ first: Int, _ second: Int, over backdrop: TransparencyBackdrop
    ) -> Double {
        if samePixel(image, first, image, second) { return 0 }
        let (r, g, b) = blendedDifference(image, first, image, second, over: backdrop)
        return luma(r, g, b)
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

    /// The red, green and blue differences of the two pixels, each blended over the backdrop colour under
    /// the first pixel when either is not opaque (the plain sample differences otherwise).
    @inline(__always)
    private static func blendedDifference(
        _ image1: UnsafePointer<UInt8>, _ first: Int,
        _ image2: UnsafePointer<UInt8>, _ second: Int,
        over backdrop: TransparencyBackdrop
    ) -> (Double, Double, Double) {
        let r1 = Double(image1[first]), g1 = Double(image1[first + 1]), b1 = Double(image1[first + 2])
        let r2 = Double(image2[second]), g2 = Double(image2[second + 1]), b2 = Double(image2[second + 2])
        guard image1[first + 3] < 255 || image2[second + 3] < 255 else { return (r1 - r2, g1 - g2, b1 - b2) }
        let a1 = Double(image1[first + 3]), a2 = Double(image2[second + 3])
        let da = a1 - a2
        let under = backdrop.colour(atByteOffset: first)
        return (
            (r1 * a1 - r2 * a2 - under.red * da) / 255,
            (g1 * a1 - g2 * a2 - under.green * da) / 255,
            (b1 * a1 - b2 * a2 - under.blue * da) / 255
        )
    }

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
