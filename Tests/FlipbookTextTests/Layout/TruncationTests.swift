import Foundation
import Testing
@testable import FlipbookText

@Suite("Truncation")
struct TruncationTests {
    typealias H = LayoutHelpers
    static let text = "登录航班登录航班"

    @Test("A line too wide is cut at the end, middle or start with an ellipsis", arguments: [
        (TextTruncation.end, "登录航…"), (.middle, "登录…班"), (.start, "…录航班"),
    ] as [(TextTruncation, String)])
    func modes(mode: TextTruncation, expected: String) {
        let layout = H.layout(Self.text, TextContainer(width: 45, truncation: mode))
        #expect(H.glyphs(of: layout.lines[0]) == H.glyphs(expected))
        #expect(layout.lines[0].width <= 45)
    }

    @Test("A line that fits is not truncated")
    func fits() {
        let layout = H.layout("登录", TextContainer(width: 45, truncation: .end))
        #expect(H.glyphs(of: layout.lines[0]) == H.glyphs("登录"))
    }

    @Test("Without truncation a wide line overflows")
    func none() {
        let layout = H.layout(Self.text, TextContainer(width: 45))
        #expect(layout.lines[0].width == 80)
    }

    @Test("Wrapped text taller than the container ends with an ellipsis on its last visible line")
    func wrappedHeight() {
        let layout = H.layout(Self.text, TextContainer(width: 30, height: 20, wraps: true, truncation: .end))
        #expect(layout.lines.count == 1)
        #expect(H.glyphs(of: layout.lines[0]) == H.glyphs("登录…"))
    }

    @Test("Latin text cut at the end drops the space before the ellipsis")
    func latinEnd() {
        let width = H.layout("Login").size.width + H.layout("…").size.width + 0.5
        let layout = H.layout("Login Flight", TextContainer(width: width, truncation: .end))
        #expect(H.glyphs(of: layout.lines[0]) == H.glyphs("Login…"))
    }
}
