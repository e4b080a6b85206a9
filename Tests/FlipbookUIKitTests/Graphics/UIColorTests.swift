import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("UIColor: initialisers, named colours, components, equality")
struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat]? {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        return color.getRed(&r, green: &g, blue: &b, alpha: &a) ? [r, g, b, a] : nil
    }

    @Test("named colours have UIKit's components and colour spaces")
    func namedColours() {
        let whites: [(UIColor, CGFloat, CGFloat)] = [
            (.black, 0, 1), (.darkGray, 1.0 / 3, 1), (.lightGray, 2.0 / 3, 1), (.white, 1, 1), (.gray, 0.5, 1), (.clear, 0, 0),
        ]
        for (color, white, alpha) in whites {
            #expect(color.cgColor.components == [white, alpha])
            #expect(color.cgColor.colorSpace?.model == .monochrome)
        }
        let rgbs: [(UIColor, [CGFloat])] = [
            (.red, [1, 0, 0, 1]), (.green, [0, 1, 0, 1]), (.blue, [0, 0, 1, 1]), (.cyan, [0, 1, 1, 1]),
            (.yellow, [1, 1, 0, 1]), (.magenta, [1, 0, 1, 1]), (.orange, [1, 0.5, 0, 1]), (.purple, [0.5, 0, 0.5, 1]),
            (.brown, [0.6, 0.4, 0.2, 1]),
        ]
        for (color, components) in rgbs {
            #expect(color.cgColor.components == components)
            #expect(color.cgColor.colorSpace?.model == .rgb)
        }
    }

    @Test("getRed reads RGB and white colours; getWhite only white ones")
    func componentReaders() {
        #expect(rgba(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == [0.2, 0.4, 0.6, 0.8])
        #expect(rgba(.gray) == [0.5, 0.5, 0.5, 1])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha))
        #expect(white == 0.5 && alpha == 1)
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(UIColor.red.getRed(nil, green: nil, blue: nil, alpha: nil))
    }

    @Test("HSB round-trips through RGB", arguments: [
        (0.0, 1.0, 1.0, [1.0, 0, 0]), (1.0 / 3, 1.0, 1.0, [0, 1.0, 0]), (2.0 / 3, 0.5, 1.0, [0.5, 0.5, 1.0]),
        (0.5, 1.0, 0.5, [0, 0.5, 0.5]), (1.0, 1.0, 1.0, [1.0, 0, 0]),
    ])
    func hueSaturationBrightness(hue: Double, saturation: Double, brightness: Double, expected: [Double]) throws {
        let color = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
        let components = try #require(rgba(color))
        for (value, wanted) in zip(components, expected) { #expect(abs(value - wanted) < 1e-12) }
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - (hue == 1 ? 0 : hue)) < 1e-12 && abs(s - saturation) < 1e-12 && abs(b - brightness) < 1e-12 && a == 1)
    }

    @Test("greys have hue and saturation 0")
    func greyHue() {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.gray.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect([h, s, b, a] == [0, 0, 0.5, 1])
    }

    @Test("NaN and out-of-range components are clamped; NaN reads 0")
    func badComponents() {
        #expect(UIColor(red: .nan, green: 2, blue: -1, alpha: 0.5).cgColor.components == [0, 1, 0, 0.5])
        #expect(UIColor(white: .nan, alpha: .infinity).cgColor.components == [0, 1])
        #expect(rgba(UIColor(hue: .nan, saturation: .nan, brightness: 1, alpha: 1)) == [1, 1, 1, 1])
        #expect(UIColor.red.withAlphaComponent(.nan).cgColor.alpha == 0)
    }

    @Test("withAlphaComponent keeps the colour, equality is UIKit's isEqual")
    func equality() {
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor(white: 0, alpha: 1) == UIColor.black)
        #expect(UIColor(white: 0, alpha: 1).hash == UIColor.black.hash)
        #expect(UIColor(red: 0, green: 0, blue: 0, alpha: 1) != UIColor.black)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.gray.description == "UIExtendedGrayColorSpace 0.5 1")
    }

    @Test("setFill, setStroke and set colour the current context")
    func settingColours() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: OneXFormat.make())
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.set()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 1))
            UIColor.green.setStroke()
            context.cgContext.setLineWidth(1)
            context.cgContext.move(to: CGPoint(x: 2, y: 1.5))
            context.cgContext.addLine(to: CGPoint(x: 4, y: 1.5))
            context.cgContext.strokePath()
        }
        let cgImage = try #require(image.cgImage)
        #expect(ImagePixels.pixel(cgImage, x: 0, y: 0) == [255, 0, 0, 255])
        #expect(ImagePixels.pixel(cgImage, x: 3, y: 0) == [0, 0, 255, 255])
        #expect(ImagePixels.pixel(cgImage, x: 3, y: 1) == [0, 255, 0, 255])
        UIColor.red.set()  // no current context: nothing happens
    }
}
