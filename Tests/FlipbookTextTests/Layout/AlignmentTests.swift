import Foundation
import Testing
@testable import FlipbookText

@Suite("Alignment")
struct AlignmentTests {
    typealias H = LayoutHelpers

    @Test("Lines sit left, right or centred in the container; natural is left", arguments: [
        (TextAlignment.natural, 0), (.left, 0), (.right, 80), (.center, 40),
    ] as [(TextAlignment, CGFloat)])
    func horizontal(alignment: TextAlignment, x: CGFloat) {
        let layout = H.layout("登录", TextContainer(width: 100, alignment: alignment))
        #expect(H.xs(of: layout.lines[0]) == [x, x + 10])
    }

    @Test("Trailing spaces do not move right-aligned text")
    func trailingSpace() {
        let layout = H.layout("登录   ", TextContainer(width: 100, alignment: .right))
        #expect(layout.lines[0].origin.x == 80)
    }

    @Test("Without a width, lines align within the widest line")
    func unbounded() {
        let layout = H.layout("登录航班\n登录", TextContainer(alignment: .center))
        #expect(layout.size.width == 40)
        #expect(layout.lines[1].origin.x == 10)
    }

    @Test("Justified CJK lines spread the extra space between characters; the last line is not stretched")
    func justifiedCJK() {
        let layout = H.layout("登录航班登录航", TextContainer(width: 35, wraps: true, alignment: .justified))
        #expect(layout.lines.count == 3)
        #expect(H.xs(of: layout.lines[0]) == [0, 12.5, 25])
        #expect(layout.lines[0].width == 35)
        #expect(H.xs(of: layout.lines[2]) == [0])
    }

    @Test("Justified Latin lines stretch at their spaces")
    func justifiedLatin() {
        let text = "Flight board 1234 gate"
        let width = H.layout("Flight board 1234").size.width + 4
        let layout = H.layout(text, TextContainer(width: width, wraps: true, alignment: .justified))
        #expect(layout.lines.map(H.glyphs(of:)) == [H.glyphs("Flight board 1234 "), H.glyphs("gate")])
        let first = layout.lines[0]
        let last = first.glyphs[16]
        let lastAdvance = H.layout("4").size.width
        #expect(H.isClose(last.position.x + lastAdvance, width))
        // Only the two inner spaces grew: "board" moved by half the extra space.
        let natural = H.layout(text, TextContainer(width: width, wraps: true))
        #expect(H.isClose(first.glyphs[7].position.x - natural.lines[0].glyphs[7].position.x, 2))
        #expect(first.glyphs[0].position.x == 0)
    }
}

@Suite("Justification of mixed lines")
struct MixedJustificationTests {
    typealias H = LayoutHelpers

    @Test("A justified mixed line spreads the space at its spaces and around its CJK characters, not inside Latin words")
    func mixed() {
        // "登 录 航" is 10 + 2.24 + 10 + 2.24 + 10 = 34.48 pt; at width 40 the 5.52 pt extra is spread over 4 gaps.
        let layout = H.layout("登 录 航 班", TextContainer(width: 40, wraps: true, alignment: .justified))
        #expect(layout.lines.map(H.glyphs(of:)) == [H.glyphs("登 录 航 "), H.glyphs("班")])
        let xs = H.xs(of: layout.lines[0])
        let expected: [CGFloat] = [0, 11.38, 15, 26.38, 30, 40]
        #expect(xs.count == expected.count && zip(xs, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(layout.lines[0].width == 40)
        // "登ab" stretched to 25: the gap inside "ab" stays as it is; the extra goes after 登.
        let word = H.layout("登ab 录", TextContainer(width: 25, wraps: true, alignment: .justified))
        let natural = H.layout("登ab 录", TextContainer(width: 25, wraps: true))
        #expect(word.lines.count == 2)
        let (a, b) = (word.lines[0].glyphs[1].position.x, word.lines[0].glyphs[2].position.x)
        let (naturalA, naturalB) = (natural.lines[0].glyphs[1].position.x, natural.lines[0].glyphs[2].position.x)
        #expect(H.isClose(b - a, naturalB - naturalA))
        #expect(a > naturalA)
    }
}
