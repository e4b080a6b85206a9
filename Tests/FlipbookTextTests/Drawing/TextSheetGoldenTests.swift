import FlipbookGraphics
import FlipbookTesting
import Foundation
import Testing
@testable import FlipbookText

@Suite("Text sheet goldens")
struct TextSheetGoldenTests {
    static let paragraph = "Flipbook draws text as paths through its own rasterizer. 文字以路径的形式由我们自己的光栅化器绘制，" +
        "在任何机器上都逐字节相同。 The bundled font covers Latin and Simplified Chinese."

    @Test("Seed strings, the login button and sizes 9–48 in the bundled font")
    func sheet() throws {
        let canvas = try TextCanvas(width: 380, height: 320)
        canvas.draw("Login 登录", size: 17, at: CGPoint(x: 12, y: 10))
        canvas.draw("航班 Flight 1234", size: 17, at: CGPoint(x: 160, y: 10), color: .rgb(30, 60, 140))
        canvas.context.setFillColor(.rgb(50, 185, 170))
        canvas.context.fill(CGRect(x: 12, y: 40, width: 356, height: 50))
        canvas.draw("登录", size: 20, at: CGPoint(x: 12, y: 40 + (50 - 28.96) / 2), color: .white,
                    container: TextContainer(width: 356, alignment: .center))
        var y: CGFloat = 100
        for size: CGFloat in [9, 12, 17, 24, 36, 48] {
            let layout = canvas.draw("\(Int(size))pt 登录 Login", size: size, at: CGPoint(x: 12, y: y))
            y += layout.size.height
        }
        try expectGolden(canvas.image)
    }

    @Test("A wrapped mixed paragraph, natural and justified")
    func paragraph() throws {
        let canvas = try TextCanvas(width: 360, height: 240)
        let natural = canvas.draw(Self.paragraph, size: 15, at: CGPoint(x: 12, y: 8),
                                  container: TextContainer(width: 336, wraps: true))
        canvas.draw(Self.paragraph, size: 15, at: CGPoint(x: 12, y: 16 + natural.size.height), color: .rgb(30, 60, 140),
                    container: TextContainer(width: 336, wraps: true, alignment: .justified))
        try expectGolden(canvas.image)
    }

    @Test("Text rotated by the context's transform")
    func rotated() throws {
        let canvas = try TextCanvas(width: 240, height: 240)
        for step in 0..<8 {
            canvas.context.saveGState()
            canvas.context.translateBy(x: 120, y: 120)
            canvas.context.rotate(by: CGFloat(step) * .pi / 4)
            canvas.draw("航班 Flight 1234", size: 12, at: CGPoint(x: 16, y: -8),
                        color: .rgb(CGFloat(30 * step), 80, 160))
            canvas.context.restoreGState()
        }
        try expectGolden(canvas.image)
    }
}
