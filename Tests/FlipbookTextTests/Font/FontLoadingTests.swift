import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing
@testable import FlipbookText

@Suite("Font loading")
struct FontLoadingTests {
    @Test("The bundled font reads Noto Sans CJK SC's hhea metrics")
    func bundledMetrics() throws {
        let font = try #require(CGFont("Helvetica" as CFString))
        #expect(font.unitsPerEm == 1000)
        #expect(font.ascent == 1160)
        #expect(font.descent == -288)
        #expect(font.leading == 0)
        #expect(font.postScriptName == "NotoSansCJKsc-Regular")
        #expect(font.fullName == "Noto Sans CJK SC")
        #expect(font.numberOfGlyphs == 7832)
        #expect(font.capHeight > 0 && font.xHeight > 0 && font.xHeight < font.capHeight)
    }

    @Test("System font names map to the bundled font; unknown names give nil", arguments: [
        ".SFUI-Regular", "Helvetica", "HelveticaNeue", "PingFangSC-Regular", "NotoSansCJKsc-Regular", ".AppleSystemUIFont",
    ])
    func systemNames(name: String) throws {
        let font = try #require(CGFont(name as CFString))
        #expect(font == BundledFont.defaultFont)
    }

    @Test("A font name that is not installed gives nil, as on iOS")
    func unknownName() {
        #expect(CGFont("Comic Sans Nowhere" as CFString) == nil)
    }

    @Test("A TrueType file's metrics are read from its own tables")
    func trueTypeFile() throws {
        let font = try Fixtures.latinFont()
        #expect(font.unitsPerEm == 1000)
        #expect(font.ascent == 800)
        #expect(font.descent == -200)
        #expect(font.leading == 100)
        #expect(font.fullName == "Flipbook Latin Fixture")
        #expect(font != Fixtures.bundled)
    }

    @Test("A collection's faces are counted and each can be opened")
    func collection() throws {
        let data = try Fixtures.data("PairFixture", "ttc")
        #expect(try CGFont.faceCount(in: data) == 2)
        let latin = try CGFont(data: data, index: 0)
        let han = try CGFont(data: data, index: 1)
        #expect(latin.fullName == "Flipbook Latin Fixture")
        #expect(han.fullName == "Flipbook Han Fixture")
        #expect(han.ascent == 880)
        #expect(han.face.glyph(for: "登") != nil)
        #expect(latin.face.glyph(for: "登") == nil)
    }

    @Test("A face index beyond the collection is a typed error")
    func faceIndexOutOfRange() throws {
        let data = try Fixtures.data("PairFixture", "ttc")
        #expect(throws: FontLoadingError.faceIndexOutOfRange(index: 2, faceCount: 2)) { try CGFont(data: data, index: 2) }
    }

    @Test("Bytes that are not a font, or no bytes, are a typed error")
    func unreadableData() throws {
        let garbage = Data("definitely not a font".utf8)
        #expect(throws: FontLoadingError.self) { try CGFont(data: garbage) }
        #expect(throws: FontLoadingError.self) { try CGFont(data: Data()) }
    }

    @Test("CGFont(provider) is nil for a provider whose bytes are not a font")
    func providerOfImageBytes() throws {
        let image = CGImage(RGBAImage(width: 2, height: 2, red: 1, green: 2, blue: 3, alpha: 255))
        #expect(CGFont(try #require(image.dataProvider)) == nil)
    }

    @Test("Two loads of the same file are distinct fonts with their own caches")
    func distinctLoads() throws {
        let first = try Fixtures.latinFont()
        let second = try Fixtures.latinFont()
        #expect(first != second)
        #expect(CGFont("Helvetica" as CFString) == CGFont(".SFUI-Regular" as CFString))
    }
}
