import FlipbookGraphics
import Foundation
import Testing
@testable import FlipbookText

@Suite("Baselines and advances")
struct BaselineTests {
    typealias H = LayoutHelpers

    @Test("The first baseline is the ascent below the top; lines stack by ascent + descent + leading")
    func baselines() {
        let layout = H.layout("登\n录\n航")
        #expect(layout.lines.map(\.origin.y).enumerated().allSatisfy { index, y in
            H.isClose(y, H.ascent + CGFloat(index) * H.lineHeight)
        })
        #expect(H.isClose(layout.size.height, 3 * H.lineHeight))
    }

    @Test("A line with a larger run takes that run's ascent")
    func mixedSizes() {
        let big = TextStyle(fonts: H.style.fonts, fontSize: 20)
        let layout = TextLayout(runs: [TextRun("A", style: H.style), TextRun("B", style: big)],
                                defaultStyle: H.style, container: TextContainer())
        #expect(H.isClose(layout.lines[0].origin.y, 23.2))
        #expect(layout.lines[0].glyphs.allSatisfy { H.isClose($0.position.y, 23.2) })
    }

    @Test("A line measures the fonts its glyphs come from: a fallback font's larger ascent raises the line")
    func fallbackMetrics() throws {
        let latin = try Fixtures.latinFont()
        let style = TextStyle(fonts: FontFallbackChain(primary: latin), fontSize: 10)
        let plain = TextLayout(runs: [TextRun("Login", style: style)], defaultStyle: style, container: TextContainer())
        #expect(plain.lines[0].metrics == LineMetrics(ascent: 8, descent: 2, leading: 1))
        let mixed = TextLayout(runs: [TextRun("Login 登录", style: style)], defaultStyle: style, container: TextContainer())
        #expect(mixed.lines[0].metrics == LineMetrics(ascent: 11.6, descent: 2.88, leading: 1))
    }

    @Test("Empty text is one empty line of the default style's height")
    func empty() {
        let layout = H.layout("")
        #expect(layout.lines.count == 1 && layout.lines[0].glyphs.isEmpty)
        #expect(H.isClose(layout.size.height, H.lineHeight))
    }

    @Test("Advances are the font's, scaled, with pair kerning and extra letter spacing")
    func advances() {
        let av = H.layout("AV")
        #expect(H.isClose(av.lines[0].glyphs[1].position.x, (608 - 15) * 0.01))
        #expect(H.isClose(av.size.width, (608 - 15 + 575) * 0.01))
        let unkerned = TextStyle(fonts: H.style.fonts, fontSize: 10, usesFontKerning: false)
        let plain = TextLayout(runs: [TextRun("AV", style: unkerned)], defaultStyle: unkerned, container: TextContainer())
        #expect(H.isClose(plain.lines[0].glyphs[1].position.x, 6.08))
        let spaced = TextStyle(fonts: H.style.fonts, fontSize: 10, kern: 2)
        let tracked = TextLayout(runs: [TextRun("登录", style: spaced)], defaultStyle: spaced, container: TextContainer())
        #expect(H.xs(of: tracked.lines[0]) == [0, 12])
    }
}
