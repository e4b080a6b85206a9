import FlipbookGraphics
import Foundation
import Testing
@testable import FlipbookText

@Suite("Glyph metrics")
struct GlyphMetricsTests {
    @Test("Advances of known glyphs, in font units", arguments: [
        ("A", 608), ("V", 575), ("W", 878), ("a", 563), ("o", 606), ("1", 555), (" ", 224),
        ("登", 1000), ("录", 1000), ("…", 1000),
    ] as [(Character, Int32)])
    func advances(character: Character, expected: Int32) throws {
        let font = Fixtures.bundled
        let glyph = try #require(font.face.glyph(for: character.unicodeScalars.first!))
        var advance: Int32 = -1
        #expect(font.getGlyphAdvances(glyphs: [glyph], count: 1, advances: &advance))
        #expect(advance == expected)
    }

    @Test("getGlyphAdvances reports glyph indices beyond the font")
    func advanceOutOfRange() {
        var advance: Int32 = -1
        #expect(!Fixtures.bundled.getGlyphAdvances(glyphs: [60000], count: 1, advances: &advance))
        #expect(advance == 0)
    }

    @Test("Pair kerning from the kern table: A–V in the bundled font and in the fixture, none for V–V in the fixture")
    func kerning() throws {
        for (font, expected) in [(Fixtures.bundled, -15), (try Fixtures.latinFont(), -80)] {
            let a = try #require(font.face.glyph(for: "A"))
            let v = try #require(font.face.glyph(for: "V"))
            #expect(font.face.kerning(between: a, and: v) == expected)
        }
        let fixture = try Fixtures.latinFont()
        let v = try #require(fixture.face.glyph(for: "V"))
        #expect(fixture.face.kerning(between: v, and: v) == 0)
    }

    @Test("Glyph bounding boxes come from the outlines: ink of O within its advance, a space has none")
    func boundingBoxes() throws {
        let font = Fixtures.bundled
        let glyphs: [CGGlyph] = [try #require(font.face.glyph(for: "O")), try #require(font.face.glyph(for: " ")), 60000]
        var boxes = [CGRect](repeating: .null, count: 3)
        #expect(!font.getGlyphBBoxes(glyphs: glyphs, count: 3, bboxes: &boxes))
        #expect(boxes[0].minX > 0 && boxes[0].maxX < 700 && boxes[0].minY < 0 && boxes[0].maxY > 700)
        #expect(boxes[0] == font.face.outline(of: glyphs[0]).path.boundingBoxOfPath)
        #expect(boxes[1] == .zero)
        #expect(boxes[2] == .zero)
    }

    @Test("Glyph names round-trip in a font that has them")
    func glyphNames() throws {
        let font = try Fixtures.latinFont()
        let glyph = try #require(font.face.glyph(for: "A"))
        let name = try #require(font.name(for: glyph))
        #expect(font.getGlyphWithGlyphName(name: name) == glyph)
        #expect(font.getGlyphWithGlyphName(name: "no-such-glyph") == 0)
    }
}
