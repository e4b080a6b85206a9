import FlipbookImageIO

/// Colours and images shared by the GIF decoding tests: a four-colour palette and pictures written as rows of
/// letters (`r`, `g`, `b`, `w` for the palette's colours, `.` for transparent).
enum GIFDecodingFixtures {
    static let palette: [GIFTestFile.Color] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    /// A second palette for local colour tables: cyan, magenta, yellow, black.
    static let otherPalette: [GIFTestFile.Color] = [(0, 255, 255), (255, 0, 255), (255, 255, 0), (0, 0, 0)]

    /// A file with the four-colour global palette.
    static func file(width: Int, height: Int, frames: [GIFTestFile.Frame] = []) -> GIFTestFile {
        GIFTestFile(width: width, height: height, globalPalette: palette, frames: frames)
    }

    /// A frame filled with one index.
    static func solid(_ index: UInt8, x: Int = 0, y: Int = 0, width: Int, height: Int, disposal: Int = 0) -> GIFTestFile.Frame {
        GIFTestFile.Frame(
            x: x, y: y, width: width, height: height,
            indices: Array(repeating: index, count: width * height), disposalField: disposal
        )
    }

    /// An image from rows of letters: `r` `g` `b` `w` opaque palette colours, `c` `m` `y` `k` the other
    /// palette's, `.` transparent black.
    static func picture(_ rows: [String]) -> RGBAImage {
        let letters: [Character: (UInt8, UInt8, UInt8, UInt8)] = [
            "r": (255, 0, 0, 255), "g": (0, 255, 0, 255), "b": (0, 0, 255, 255), "w": (255, 255, 255, 255),
            "c": (0, 255, 255, 255), "m": (255, 0, 255, 255), "y": (255, 255, 0, 255), "k": (0, 0, 0, 255),
            ".": (0, 0, 0, 0),
        ]
        let width = rows.first?.count ?? 0
        var image = RGBAImage(width: width, height: rows.count, red: 0, green: 0, blue: 0, alpha: 0)
        for (y, row) in rows.enumerated() {
            for (x, letter) in row.enumerated() {
                let (r, g, b, a) = letters[letter]!
                image[x, y] = (r, g, b, a)
            }
        }
        return image
    }

    /// Every composited frame of `data`, read in order.
    static func frames(of data: [UInt8]) throws -> [RGBAImage] {
        let decoder = try GIFDecoder(data: data, source: "test.gif")
        return try (0..<decoder.frameCount).map { try decoder.image(at: $0) }
    }
}
