import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Testing

@Suite("Background, corner radius and border")
struct ShapeRenderingTests {
    @Test("the border is drawn inside the bounds, above the background")
    func borderInsideBounds() throws {
        let canvas = try TestCanvas(width: 40, height: 40) { root in
            let layer = Probe.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Probe.blue)
            layer.borderWidth = 2
            layer.borderColor = Probe.red
            root.addSublayer(layer)
        }
        for x in 0..<40 {
            let p = canvas[x: x, y: 20]
            switch x {
            case 10, 11, 28, 29: #expect(Probe.isRed(p), "x = \(x)")
            case 12..<28: #expect(Probe.isBlue(p), "x = \(x)")
            default: #expect(Probe.isWhite(p), "x = \(x)")
            }
        }
    }

    @Test("cornerRadius removes (4 − π)·r² of coverage")
    func cornerRadiusArea() throws {
        let canvas = try TestCanvas(width: 60, height: 60) { root in
            let layer = Probe.layer(CGRect(x: 10, y: 10, width: 40, height: 40), Probe.red)
            layer.cornerRadius = 10
            root.addSublayer(layer)
        }
        let covered = canvas.sum { Double(255 - $0.g) / 255 }
        let expected = 40.0 * 40.0 - (4 - Double.pi) * 100
        #expect(abs(covered - expected) < 1.0, "covered \(covered), expected \(expected)")
        #expect(Probe.isWhite(canvas[x: 10, y: 10]))
        #expect(Probe.isRed(canvas[x: 30, y: 10]))
    }

    @Test("maskedCorners rounds only the named corners (top-left is minX minY on iOS)")
    func maskedCorners() throws {
        let canvas = try TestCanvas(width: 60, height: 60) { root in
            let layer = Probe.layer(CGRect(x: 10, y: 10, width: 40, height: 40), Probe.red)
            layer.cornerRadius = 10
            layer.maskedCorners = [.layerMinXMinYCorner]
            root.addSublayer(layer)
        }
        #expect(Probe.isWhite(canvas[x: 10, y: 10]))
        #expect(Probe.isRed(canvas[x: 49, y: 10]))
        #expect(Probe.isRed(canvas[x: 10, y: 49]))
        #expect(Probe.isRed(canvas[x: 49, y: 49]))
    }

    @Test("a border follows the rounded corners")
    func roundedBorder() throws {
        let canvas = try TestCanvas(width: 60, height: 60) { root in
            let layer = Probe.layer(CGRect(x: 10, y: 10, width: 40, height: 40), nil)
            layer.cornerRadius = 12
            layer.borderWidth = 3
            layer.borderColor = Probe.blue
            root.addSublayer(layer)
        }
        #expect(Probe.isWhite(canvas[x: 10, y: 10]))
        #expect(Probe.isBlue(canvas[x: 30, y: 11]))
        #expect(Probe.isWhite(canvas[x: 30, y: 30]))
        // The inner edge has radius 9 around (22, 22): the pixel whose centre lies on the diagonal about
        // 10.6 from it is border.
        let d = Int((22 - 10.5 / 2.squareRoot()).rounded(.down))
        #expect(Probe.isBlue(canvas[x: d, y: d]))
    }
}

private extension Int {
    func squareRoot() -> Double { Double(self).squareRoot() }
}
