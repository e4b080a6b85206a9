/// pixelmatch's anti-aliasing test, after V. Vyšniauskas, "Anti-aliased pixel and intensity slope
/// detector" (2009).
///
/// A pixel is taken as anti-aliasing when, among its 8 neighbours, at most two have its exact colour,
/// some are darker and some brighter, and the darkest or the brightest neighbour sits inside a flat
/// region (3+ identical neighbours) in both images. Neighbours are visited column by column, as in
/// the reference, so ties resolve identically.
struct AntialiasingDetector {
    let width: Int
    let height: Int
    /// What semi-transparent pixels are blended over for the brightness comparisons.
    let backdrop: TransparencyBackdrop

    /// Whether the pixel at (`x`, `y`) of `image` looks anti-aliased, given the other image `other`.
    func isAntialiased(_ image: UnsafePointer<UInt8>, x centreX: Int, y centreY: Int, other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(centreX - 1, 0)
        let y0 = max(centreY - 1, 0)
        let x2 = min(centreX + 1, width - 1)
        let y2 = min(centreY + 1, height - 1)
        let centre = (centreY * width + centreX) * 4
        var zeroes = (centreX == x0 || centreX == x2 || centreY == y0 || centreY == y2) ? 1 : 0
        var darkest = 0.0
        var brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0

        for x in x0...x2 {
            for y in y0...y2 where x != centreX || y != centreY {
                let delta = YIQDistance.brightnessDelta(image, centre, (y * width + x) * 4, over: backdrop)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = x
                    darkestY = y
                } else if delta > brightest {
                    brightest = delta
                    brightestX = x
                    brightestY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }

        return (hasManySiblings(image, x: darkestX, y: darkestY) && hasManySiblings(other, x: darkestX, y: darkestY))
            || (hasManySiblings(image, x: brightestX, y: brightestY) && hasManySiblings(other, x: brightestX, y: brightestY))
    }

    /// Whether the pixel at (`x`, `y`) has 3 or more neighbours of exactly its colour (image borders count as one).
    private func hasManySiblings(_ image: UnsafePointer<UInt8>, x centreX: Int, y centreY: Int) -> Bool {
        let x0 = max(centreX - 1, 0)
        let y0 = max(centreY - 1, 0)
        let x2 = min(centreX + 1, width - 1)
        let y2 = min(centreY + 1, height - 1)
        let centre = (centreY * width + centreX) * 4
        var zeroes = (centreX == x0 || centreX == x2 || centreY == y0 || centreY == y2) ? 1 : 0

        for x in x0...x2 {
            for y in y0...y2 where x != centreX || y != centreY {
                if YIQDistance.samePixel(image, centre, image, (y * width + x) * 4) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
