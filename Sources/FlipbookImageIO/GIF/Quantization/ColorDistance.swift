/// The colour difference the quantiser minimises: squared sRGB differences weighted 3 : 4 : 2 for red, green and
/// blue, a cheap approximation of perceived difference (the eye is most sensitive to green, least to blue) that
/// stays integer and exactly reproducible.
enum ColorDistance {
    static let redWeight = 3
    static let greenWeight = 4
    static let blueWeight = 2

    /// The weighted squared distance between two colours given by their channels.
    @inline(__always)
    static func squared(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        return redWeight * dr * dr + greenWeight * dg * dg + blueWeight * db * db
    }
}
