import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookTesting
import Foundation
import Testing
@testable import FlipbookText

@Suite("CATextLayer goldens")
struct CATextLayerGoldenTests {
    static let teal = CGColor(red: 50 / 255, green: 185 / 255, blue: 170 / 255, alpha: 1)

    /// A 2× sheet (y-up user space in points) that layers' contents are drawn onto, as a compositor would.
    final class Sheet {
        let context: CGContext
        let height: CGFloat

        init(width: CGFloat, height: CGFloat) throws {
            context = try #require(CGContext(
                data: nil, width: Int(width * 2), height: Int(height * 2), bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            self.height = height
            context.scaleBy(x: 2, y: 2)
            context.setFillColor(.white)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }

        /// Displays `layer` and draws its contents with its top-left corner at `origin` (top-left coordinates),
        /// over `background` when given.
        func place(_ layer: CATextLayer, at origin: CGPoint, background: CGColor? = nil) throws {
            layer.contentsScale = 2
            layer.display()
            let image = try #require(layer.contents.map { $0 as! CGImage })
            let rect = CGRect(x: origin.x, y: height - origin.y - layer.bounds.height,
                              width: layer.bounds.width, height: layer.bounds.height)
            if let background {
                context.setFillColor(background)
                context.fill(rect)
            }
            context.draw(image, in: rect)
        }
    }

    static func textLayer(_ string: Any, size: CGFloat, width: CGFloat, height: CGFloat,
                          color: CGColor = .black) -> CATextLayer {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.string = string
        layer.fontSize = size
        layer.foregroundColor = color
        return layer
    }

    @Test("The seeds' labels: the login button, UpLoad/Complete, a flight board row, attributed, wrapped and truncated text")
    func seedLabels() throws {
        let sheet = try Sheet(width: 360, height: 280)

        let login = Self.textLayer("登录", size: 20, width: 320, height: 29, color: .white)
        login.alignmentMode = .center
        try sheet.place(login, at: CGPoint(x: 20, y: 10), background: Self.teal)

        for (index, title) in ["UpLoad", "Complete"].enumerated() {
            let label = Self.textLayer(title, size: 20, width: 150, height: 29, color: .white)
            label.font = ".SFUI-Regular" as CFString
            label.alignmentMode = .center
            try sheet.place(label, at: CGPoint(x: 20 + CGFloat(index) * 170, y: 50), background: Self.teal)
        }

        let board = NSMutableAttributedString(string: "航班 ", attributes: [
            .font: CTFontCreateWithName("PingFangSC-Regular" as CFString, 17, nil),
            .foregroundColor: CGColor(red: 0.1, green: 0.2, blue: 0.5, alpha: 1),
        ])
        board.append(NSAttributedString(string: "Flight 1234", attributes: [
            .font: CTFontCreateWithName("Helvetica" as CFString, 24, nil),
            .foregroundColor: CGColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 1),
            .kern: 1,
        ]))
        try sheet.place(Self.textLayer(board, size: 0, width: 320, height: 36), at: CGPoint(x: 20, y: 92))

        let paragraph = "Flipbook draws text as paths through its own rasterizer. 文字以路径的形式由我们自己的光栅化器绘制，在任何机器上都逐字节相同。"
        let wrapped = Self.textLayer(paragraph, size: 14, width: 320, height: 42)
        wrapped.isWrapped = true
        wrapped.truncationMode = .end
        try sheet.place(wrapped, at: CGPoint(x: 20, y: 136))

        for (index, mode) in [CATextLayerTruncationMode.end, .middle, .start].enumerated() {
            let line = Self.textLayer("航班 Flight 1234 — 登录 Login", size: 15, width: 150, height: 22)
            line.truncationMode = mode
            try sheet.place(line, at: CGPoint(x: 20, y: 190 + CGFloat(index) * 26))
        }
        let aligned = [CATextLayerAlignmentMode.left, .center, .right].map { mode in
            let layer = Self.textLayer("登录", size: 15, width: 150, height: 22, color: .white)
            layer.alignmentMode = mode
            return layer
        }
        for (index, layer) in aligned.enumerated() {
            try sheet.place(layer, at: CGPoint(x: 190, y: 190 + CGFloat(index) * 26), background: Self.teal)
        }
        try expectGolden(try #require(sheet.context.makeImage()).rgbaImage)
    }
}
