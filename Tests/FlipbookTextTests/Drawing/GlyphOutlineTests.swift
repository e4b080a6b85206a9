import FlipbookGraphics
import Foundation
import Testing
@testable import FlipbookText

@Suite("Glyph outlines")
struct GlyphOutlineTests {
    private func elementTypes(_ path: CGPath) -> [CGPathElementType] {
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        return types
    }

    @Test("A CFF glyph decomposes to cubic curves in font units, closed, within the font's box")
    func cubicOutline() throws {
        let font = Fixtures.bundled
        let outline = font.face.outline(of: try #require(font.face.glyph(for: "O")))
        let types = elementTypes(outline.path)
        #expect(types.contains(.addCurveToPoint))
        #expect(!types.contains(.addQuadCurveToPoint))
        #expect(types.filter { $0 == .moveToPoint }.count == 2)
        #expect(types.filter { $0 == .closeSubpath }.count == 2)
        #expect(outline.fillRule == .winding)
        let box = outline.path.boundingBoxOfPath
        #expect(box.minY > -20 && box.minY < 0)
        #expect(box.maxY > 700 && box.maxY < 800)
        #expect(box.minX > 0 && box.maxX < 700)
    }

    @Test("A TrueType glyph decomposes to quadratic curves")
    func quadraticOutline() throws {
        let font = try Fixtures.latinFont()
        let outline = font.face.outline(of: try #require(font.face.glyph(for: "O")))
        #expect(elementTypes(outline.path).contains(.addQuadCurveToPoint))
    }

    @Test("A space has an empty outline")
    func space() throws {
        let font = Fixtures.bundled
        #expect(font.face.outline(of: try #require(font.face.glyph(for: " "))).path.isEmpty)
    }

    @Test("Outlines are cached per face and glyph")
    func cached() throws {
        let font = Fixtures.bundled
        let glyph = try #require(font.face.glyph(for: "登"))
        #expect(font.face.outline(of: glyph).path === font.face.outline(of: glyph).path)
        let other = try CGFont(data: BundledFont.data())
        #expect(other.face.outline(of: glyph).path !== font.face.outline(of: glyph).path)
        #expect(other.face.outline(of: glyph).path == font.face.outline(of: glyph).path)
    }
}
