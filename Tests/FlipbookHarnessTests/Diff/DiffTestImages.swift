import FlipbookImageIO

/// Crafted images for the diff tests, each built from a rule per pixel.
enum DiffTestImages {
    /// A `width`×`height` opaque image whose pixel (x, y) has the colour `colour(x, y)`.
    static func image(width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 255)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = colour(x, y)
                image[x, y] = (r: r, g: g, b: b, a: 255)
            }
        }
        return image
    }

    /// Black columns left of `edge`, white from `edge` on: a hard vertical edge.
    static func hardEdge(at edge: Int, width: Int = 16, height: Int = 12) -> RGBAImage {
        image(width: width, height: height) { x, _ in x < edge ? (0, 0, 0) : (255, 255, 255) }
    }

    /// ``hardEdge(at:width:height:)`` with the column at `edge` mid-grey: the same edge anti-aliased,
    /// as a renderer draws an edge that falls between pixel centres.
    static func antialiasedEdge(at edge: Int, width: Int = 16, height: Int = 12) -> RGBAImage {
        image(width: width, height: height) { x, _ in
            x < edge ? (0, 0, 0) : x == edge ? (128, 128, 128) : (255, 255, 255)
        }
    }

    /// A smooth colour gradient with detail in every channel.
    static func gradient(width: Int = 40, height: Int = 30) -> RGBAImage {
        image(width: width, height: height) { x, y in
            (UInt8(x * 255 / (width - 1)), UInt8(y * 255 / (height - 1)), UInt8((x + y) * 3 % 256))
        }
    }

    /// `base` with every sample of every pixel moved by −1, 0 or +1 (a fixed pattern), alpha unchanged.
    static func withRoundingNoise(_ base: RGBAImage) -> RGBAImage {
        var noisy = base
        for y in 0..<base.height {
            for x in 0..<base.width {
                let p = base[x, y]
                func nudge(_ value: UInt8, _ channel: Int) -> UInt8 {
                    let step = (x * 7 + y * 13 + channel * 5) % 3 - 1
                    return UInt8(min(max(Int(value) + step, 0), 255))
                }
                noisy[x, y] = (r: nudge(p.r, 0), g: nudge(p.g, 1), b: nudge(p.b, 2), a: p.a)
            }
        }
        return noisy
    }
}
