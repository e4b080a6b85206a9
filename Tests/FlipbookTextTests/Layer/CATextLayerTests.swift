@testable import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing
@testable import FlipbookText

@Suite("CATextLayer properties")
struct CATextLayerTests {
    @Test("Apple's defaults: 36 pt Helvetica, white, natural, not wrapped, not truncated, no string")
    func defaults() {
        let layer = CATextLayer()
        #expect(layer.string == nil)
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == .white)
        #expect((layer.font as? NSString) == "Helvetica")
        #expect(layer.alignmentMode == .natural)
        #expect(layer.truncationMode == .none)
        #expect(!layer.isWrapped)
        #expect(layer.value(forKey: "fontSize") as? CGFloat == 36)
        #expect(CATextLayer.defaultValue(forKey: "bounds") as? CGRect == .zero)
    }

    @Test("Properties are key-value coded under Apple's keys")
    func keyValueCoding() {
        let layer = CATextLayer()
        layer.setValue(20.0, forKey: "fontSize")
        #expect(layer.fontSize == 20)
        layer.setValue(true, forKey: "wrapped")
        #expect(layer.isWrapped)
        layer.alignmentMode = .center
        #expect(layer.value(forKey: "alignmentMode") as? CATextLayerAlignmentMode == .center)
        layer.string = "登录"
        #expect(layer.value(forKey: "string") as? String == "登录")
    }

    @Test("Changing the text marks the layer as needing display")
    func needsDisplay() {
        let layer = CATextLayer()
        layer.string = "Login"
        #expect(layer.needsDisplay())
        #expect(CATextLayer.needsDisplay(forKey: "fontSize"))
        #expect(!CATextLayer.needsDisplay(forKey: "position"))
    }

    @Test("fontSize and foregroundColor animate implicitly in a host, and the presentation interpolates them")
    func animatable() {
        let host = LayerHost()
        let layer = CATextLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
            host.rootLayer.addSublayer(layer)
        }
        host.perform {
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.fontSize = 20
            layer.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        }
        #expect(layer.animation(forKey: "fontSize") != nil)
        #expect(layer.animation(forKey: "foregroundColor") != nil)
        host.run(until: 0.5)
        let presented = host.perform { layer.presentation() }
        #expect(presented?.fontSize == 28)
        #expect(presented?.foregroundColor?.components?.first == 0.5)
    }

    @Test("A replaced text value is released; a copy keeps the value it was made with")
    func replacedValueIsReleased() {
        final class Token {}
        let layer = CATextLayer()
        weak var released: Token?
        var copy: CATextLayer?
        do {
            let token = Token()
            released = token
            layer.string = token
            copy = CATextLayer(layer: layer)
        }
        layer.string = "later"
        #expect(released != nil && copy?.string is Token)
        copy = nil
        #expect(released == nil && layer.string as? String == "later")
    }

    @Test("fontSize, stored in the layer's declared values, animates on the typed path")
    func fontSizeIsTyped() {
        #expect(LayerKeyPath("fontSize").slot(on: CATextLayer())?.shape == .number)
        #expect(LayerKeyPath("foregroundColor").slot(on: CATextLayer()) == nil)
    }

    @Test("A presentation copy keeps the text properties")
    func presentationCopy() {
        let layer = CATextLayer()
        layer.string = "航班"
        layer.fontSize = 17
        layer.truncationMode = .middle
        let copy = CATextLayer(layer: layer)
        #expect(copy.string as? String == "航班")
        #expect(copy.fontSize == 17)
        #expect(copy.truncationMode == .middle)
    }

    @Test("Font values: a name, a CGFont or a CTFont; unknown names fall back to the bundled font")
    func fonts() throws {
        let bundled = BundledFont.defaultFont
        #expect(CATextLayer.graphicsFont("PingFangSC-Regular") == bundled)
        #expect(CATextLayer.graphicsFont("Nowhere Sans" as CFString) == nil)
        let latin = try CGFont(data: Fixtures.data("LatinFixture", "ttf"))
        #expect(CATextLayer.graphicsFont(latin) == latin)
        #expect(CATextLayer.graphicsFont(CTFontCreateWithGraphicsFont(latin, 20, nil, nil)) == latin)
        let layer = CATextLayer()
        layer.font = "Nowhere Sans" as CFString
        layer.string = "Login"
        #expect(layer.textRuns().runs.first?.style.fonts.primary == bundled)
    }

    @Test("Attributed strings set each run's font, size, colour and kerning, with Core Text's defaults")
    func attributed() {
        let text = NSMutableAttributedString(string: "航班 ")
        text.append(NSAttributedString(string: "Flight", attributes: [
            .font: CTFontCreateWithName("Helvetica" as CFString, 20, nil),
            .foregroundColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
            .kern: 2,
        ]))
        let (runs, colors) = CATextLayer.runs(of: text)
        #expect(runs.map(\.text) == ["航班 ", "Flight"])
        #expect(runs.map(\.style.fontSize) == [12, 20])
        #expect(runs.map(\.style.kern) == [0, 2])
        #expect(colors == [.black, CGColor(red: 1, green: 0, blue: 0, alpha: 1)])
    }
}

@Suite("CATextLayer bad input")
struct CATextLayerBadInputTests {
    @Test("Non-finite, zero or ±10³⁰⁰ font sizes draw nothing and do not crash", arguments: [CGFloat.nan, .infinity, 0, 1e300, -1e300])
    func badSizes(size: CGFloat) throws {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
        layer.string = "登录 Login"
        layer.fontSize = size
        layer.isWrapped = true
        layer.truncationMode = .end
        layer.display()
        let image = try #require(layer.contents.map { $0 as! CGImage }).rgbaImage
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test("A layer with empty bounds has no contents")
    func emptyBounds() {
        let layer = CATextLayer()
        layer.string = "登录"
        layer.display()
        #expect(layer.contents == nil)
    }

    @Test("A string of another type draws nothing")
    func otherType() {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
        layer.string = 42
        #expect(layer.textRuns().runs.isEmpty)
    }
}
