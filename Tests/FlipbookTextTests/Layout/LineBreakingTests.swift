import Foundation
import Testing
@testable import FlipbookText

@Suite("Line breaking")
struct LineBreakingTests {
    typealias H = LayoutHelpers

    @Test("CJK text wraps between any two characters")
    func cjk() {
        let layout = H.layout("登录航班登录", TextContainer(width: 25, wraps: true))
        #expect(layout.lines.map(H.glyphs(of:)) == [H.glyphs("登录"), H.glyphs("航班"), H.glyphs("登录")])
        #expect(layout.lines.allSatisfy { H.xs(of: $0) == [0, 10] })
    }

    @Test("Latin text wraps at spaces; the space hangs at the end of the line")
    func latin() {
        let whole = H.layout("Login Flight").size.width
        let layout = H.layout("Login Flight", TextContainer(width: whole - 1, wraps: true))
        #expect(layout.lines.map(H.glyphs(of:)) == [H.glyphs("Login "), H.glyphs("Flight")])
        #expect(H.isClose(layout.lines[0].width, H.layout("Login").size.width))
        #expect(layout.lines[1].origin.x == 0)
    }

    @Test("Mixed text breaks at spaces and around CJK characters")
    func mixed() {
        let layout = H.layout("航班 Flight 1234", TextContainer(width: 45, wraps: true))
        #expect(layout.lines.map(H.glyphs(of:)) == [H.glyphs("航班 "), H.glyphs("Flight "), H.glyphs("1234")])
    }

    @Test("A word wider than the line breaks between its characters, every line within the width")
    func longWord() {
        let layout = H.layout("Flipbook", TextContainer(width: 15, wraps: true))
        #expect(layout.lines.count > 2)
        #expect(layout.lines.allSatisfy { $0.width <= 15 && !$0.glyphs.isEmpty })
        #expect(layout.lines.flatMap(H.glyphs(of:)) == H.glyphs("Flipbook"))
    }

    @Test("Closing punctuation never starts a line")
    func kinsoku() {
        let layout = H.layout("登录，航班", TextContainer(width: 20, wraps: true))
        #expect(layout.lines.map(H.glyphs(of:)) == [H.glyphs("登"), H.glyphs("录，"), H.glyphs("航班")])
    }

    @Test("Hard line breaks start lines without wrapping, CR LF counting once")
    func hardBreaks() {
        let layout = H.layout("a\nb\r\nc\rd\u{2028}e")
        #expect(layout.lines.map(H.glyphs(of:)) == ["a", "b", "c", "d", "e"].map(H.glyphs))
        #expect(H.isClose(layout.size.height, 5 * H.lineHeight))
    }

    @Test("Without wrapping a long line stays one line")
    func noWrap() {
        let layout = H.layout("登录航班登录航班", TextContainer(width: 25))
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].width == 80)
    }
}
