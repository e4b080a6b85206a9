import FlipbookCoreAnimation
import FlipbookImageIO
import FlipbookTesting
import Foundation
import Testing

/// Filmstrips of the 3D-looking private types (see ``TransitionFilmstrip``: top card at (20, 20), bottom card at
/// (20, 180), frames at p = 0, 0.25, 0.5, 0.75, 1), with pixel probes of the geometry at the frames.
@Suite("Filmstrips of cube, oglFlip, pageCurl, pageUnCurl")
struct TurningAndCurlingFilmstripTests {
    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    func isRed(_ p: Pixel) -> Bool { p.r > 150 && p.g < 60 && p.b < 60 }
    func isBlue(_ p: Pixel) -> Bool { p.b > 150 && p.r < 60 && p.g < 60 }
    func isBackground(_ p: Pixel) -> Bool { abs(Int(p.r) - 41) <= 2 && abs(Int(p.g) - 46) <= 2 && abs(Int(p.b) - 56) <= 2 }
    /// A lit face's colour channel: 255 · (0.3 + 0.7 cos 45°) = 202.7 at 45°.
    func isLitAtFortyFive(_ channel: UInt8) -> Bool { abs(Int(channel) - 203) <= 3 }

    /// Films `type`, checks that the first and last frames are the plain old and new looks, lets `probe` check the
    /// frames at p = 0.25, 0.5 and 0.75, and compares the strip with the golden named after the type.
    func film(_ type: String, top: CATransitionSubtype, bottom: CATransitionSubtype,
              probe: (_ quarter: RGBAImage, _ half: RGBAImage, _ late: RGBAImage) -> Void) throws {
        let film = try TransitionFilmstrip(type, top: top, bottom: bottom)
        let frames = film.frames
        #expect(frames[0][50, 80] == (255, 255, 255, 255), "old: the white disc")
        #expect(isRed(frames[0][150, 80]))
        #expect(isBlue(frames[4][50, 80]) && isBlue(frames[4][50, 240]))
        #expect(frames[4][170, 80] == (255, 217, 26, 255), "new: the yellow square")
        probe(frames[1], frames[2], frames[3])
        try expectGolden(film.strip(), named: type)
    }

    @Test("cube fromRight (top) and fromTop (bottom): the shared edge through the centre at p = 0.5, both faces lit at 45°")
    func cube() throws {
        try film("cube", top: .fromRight, bottom: .fromTop) { quarter, half, _ in
            // fromRight: the shared edge at x = 120, reaching 5.4 pt above the card (y = 14.6).
            #expect(isLitAtFortyFive(half[117, 17].r) && half[117, 17].b < 10, "old face left of the edge")
            #expect(isLitAtFortyFive(half[123, 17].b) && half[123, 17].r < 10, "new face right of it")
            #expect(isBackground(half[120, 12]))
            // fromTop: the shared edge at y = 240, the new face above it.
            #expect(isLitAtFortyFive(half[60, 236].b) && isLitAtFortyFive(half[60, 244].r))
            // A quarter of the way, the new face is the narrower and darker one.
            #expect(quarter[190, 80].b > 0 && quarter[190, 80].b < quarter[150, 80].r)
        }
    }

    @Test("oglFlip fromLeft (top) and fromTop (bottom): the named edge comes forward, edge-on at p = 0.5")
    func oglFlip() throws {
        try film("oglFlip", top: .fromLeft, bottom: .fromTop) { quarter, half, late in
            // p = 0.25: the left edge 70.7 pt nearer, at x = 37.6, 69.9 pt above and below the centre line.
            #expect(isLitAtFortyFive(quarter[40, 14].r), "the near left edge rises above the card")
            #expect(isBackground(quarter[35, 80]) && isBackground(quarter[185, 80]))
            #expect(isLitAtFortyFive(quarter[14, 196].r), "the near top edge is wider than the card")
            // p = 0.5: edge-on, nothing drawn.
            #expect(isBackground(half[120, 80]) && isBackground(half[120, 240]))
            // p = 0.75: the new face, right way round, its left edge (far) at x = 58.
            #expect(isBackground(late[55, 80]) && isLitAtFortyFive(late[62, 80].b))
        }
    }

    @Test("pageCurl fromBottom (top) and fromRight (bottom): the old page curls away over the new one")
    func pageCurl() throws {
        try film("pageCurl", top: .fromBottom, bottom: .fromRight) { _, half, _ in
            // fromBottom, p = 0.5: the old page's front above y = 20 + 40.9, its back (light, the red faintly through
            // it) down to the curl line at y = 20 + 50.45, the new page below the roll.
            #expect(isRed(half[210, 30]))
            let back = half[170, 65]
            #expect(back.r > 225 && (150...200).contains(Int(back.g)) && back.g == back.b)
            #expect(isBlue(half[170, 130]))
            // fromRight: the front left of x = 20 + 68.2, the new page right of the roll and its shadow.
            #expect(isRed(half[30, 200]) && isBlue(half[200, 200]))
        }
    }

    @Test("pageUnCurl fromBottom (top) and fromLeft (bottom): the new page uncurls onto the old one")
    func pageUnCurl() throws {
        // p = 0.5: the new page's front at the top (fromBottom) and on the right (fromLeft), the old page beneath.
        try film("pageUnCurl", top: .fromBottom, bottom: .fromLeft) { _, half, _ in
            #expect(isBlue(half[210, 30]) && isRed(half[170, 130]))
            #expect(isBlue(half[210, 200]) && isRed(half[40, 200]))
        }
    }
}
