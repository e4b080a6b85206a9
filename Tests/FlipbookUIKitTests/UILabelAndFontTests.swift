import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookUIKit
import Foundation
import Testing

@Suite("UILabel and UIFont")
struct UILabelAndFontTests {
    @Test("UIFont: system fonts and known names resolve to the bundled font; unknown names give nil; bad sizes 12 pt")
    func fonts() throws {
        let system = UIFont.systemFont(ofSize: 18)
        #expect(system.fontName == ".SFUI-Regular" && system.pointSize == 18)
        #expect(abs(system.lineHeight - 18 * 1.448) < 1e-9, "the bundled font: ascent 1160 + descent 288 per 1000 units")
        #expect(abs(system.ascender - 18 * 1.160) < 1e-9 && abs(system.descender + 18 * 0.288) < 1e-9)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Semibold")
        let helvetica = try #require(UIFont(name: "Helvetica", size: 20))
        #expect(helvetica.fontName == "Helvetica" && helvetica.withSize(10).pointSize == 10)
        #expect(UIFont(name: "NoSuchFont-Regular", size: 12) == nil)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 12 && UIFont.systemFont(ofSize: -3).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.buttonFontSize == 18 && UIFont.labelFontSize == 17 && UIFont.systemFontSize == 14)
    }

    @Test("UILabel's defaults are UIKit's")
    func defaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor.cgColor == UIColor.black.cgColor)
        #expect(label.textAlignment == .natural && label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled && label.contentMode == .redraw)
        label.font = nil
        #expect(label.font.pointSize == 17)
    }

    @Test("sizeThatFits is the text's size: one line unwrapped, several lines wrapped at the width")
    func sizes() {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 20)
        #expect(label.sizeThatFits(.zero) == .zero)
        label.text = "登录登录"
        let oneLine = label.sizeThatFits(CGSize(width: 30, height: 0))
        #expect(abs(oneLine.width - 80) < 1e-9 && abs(oneLine.height - 20 * 1.448) < 1e-9)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 45, height: 0))
        #expect(abs(wrapped.width - 40) < 1e-9 && abs(wrapped.height - 2 * 20 * 1.448) < 1e-9)
        label.sizeToFit()
        #expect(label.intrinsicContentSize == oneLine)
    }

    @Test("a label draws its text centred vertically in its colour, and redraws when the text changes")
    func drawing() throws {
        let host = LayerHost()
        host.screen = UIScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = host.perform { () -> UIWindow in
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            label.text = "登"
            label.font = UIFont.systemFont(ofSize: 40)
            label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            label.textAlignment = .center
            window.addSubview(label)
            return window
        }
        let frame = try host.renderFrameImage(at: 0, scale: 1, backgroundColor: .white)
        let red = (0..<frame.height).flatMap { y in (0..<frame.width).map { x in (x, y) } }
            .filter { frame.pixel(x: $0.0, y: $0.1) == [255, 0, 0, 255] }
        let rows = red.map(\.1), columns = red.map(\.0)
        #expect(!red.isEmpty)
        #expect(rows.min()! > 25 && rows.max()! < 75, "the glyph sits around the middle")
        #expect(columns.min()! > 25 && columns.max()! < 75, "centred horizontally")
        let firstContents = label.layer.contents as! CGImage?
        host.perform { label.text = "录" }
        #expect(label.layer.contents as! CGImage? !== firstContents)
        withExtendedLifetime(window) {}
    }
}
