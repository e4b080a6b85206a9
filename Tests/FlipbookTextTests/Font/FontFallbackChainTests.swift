import Foundation
import Testing
@testable import FlipbookText

@Suite("Font fallback chain")
struct FontFallbackChainTests {
    @Test("Characters the requested font maps come from it; others fall back to the bundled font")
    func fallsBack() throws {
        let latin = try Fixtures.latinFont()
        let chain = FontFallbackChain(primary: latin)
        #expect(chain.fonts == [latin, Fixtures.bundled])
        #expect(chain.glyph(for: "A").font == latin)
        let han = chain.glyph(for: "登")
        #expect(han.font == Fixtures.bundled)
        #expect(han.glyph == Fixtures.bundled.face.glyph(for: "登"))
    }

    @Test("A character no font maps is the requested font's .notdef")
    func missingEverywhere() throws {
        let latin = try Fixtures.latinFont()
        let thai = FontFallbackChain(primary: latin).glyph(for: "\u{0E01}")
        #expect(thai.font == latin)
        #expect(thai.glyph == 0)
    }

    @Test("Fallbacks are asked in order and the bundled font is listed once")
    func order() throws {
        let han = try CGFont(data: Fixtures.data("PairFixture", "ttc"), index: 1)
        let latin = try Fixtures.latinFont()
        let chain = FontFallbackChain(primary: latin, fallbacks: [han, Fixtures.bundled])
        #expect(chain.fonts == [latin, han, Fixtures.bundled])
        #expect(chain.glyph(for: "航").font == han)
        #expect(chain.glyph(for: "飞").font == Fixtures.bundled)
    }
}
