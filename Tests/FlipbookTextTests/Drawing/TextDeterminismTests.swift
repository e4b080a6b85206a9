import FlipbookGraphics
import Foundation
import Testing
@testable import FlipbookText

@Suite("Text drawing determinism")
struct TextDeterminismTests {
    private func render(font: CGFont) throws -> [UInt8] {
        let canvas = try TextCanvas(width: 200, height: 80)
        canvas.draw("航班 Flight 1234 登录 Login", size: 17, at: CGPoint(x: 4, y: 4),
                    container: TextContainer(width: 190, wraps: true), font: font)
        return try canvas.image.pixels
    }

    @Test("Re-rendering is bit-identical, with a warm cache and with a freshly loaded face")
    func bitIdentical() throws {
        let warm = try render(font: BundledFont.defaultFont)
        #expect(try render(font: BundledFont.defaultFont) == warm)
        #expect(try render(font: CGFont(data: BundledFont.data())) == warm)
    }

    @Test("Drawing fills the glyphs: ink inside the line box, none outside it")
    func inkWhereTheTextIs() throws {
        let canvas = try TextCanvas(width: 100, height: 60, scale: 1)
        let layout = canvas.draw("登录", size: 20, at: CGPoint(x: 10, y: 10))
        let image = try canvas.image
        func isInk(_ x: Int, _ y: Int) -> Bool { image.pixels[(y * image.width + x) * 4] < 128 }
        var inside = 0
        var outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where isInk(x, y) {
                let within = x >= 10 && x < 10 + Int(layout.size.width) && y >= 10 && y < 10 + Int(layout.size.height.rounded(.up))
                if within { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 100)
        #expect(outside == 0)
    }
}
