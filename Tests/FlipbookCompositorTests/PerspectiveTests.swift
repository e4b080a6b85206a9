import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Testing

@Suite("3D: depth order, back faces, perspective")
struct PerspectiveTests {
    @Test("siblings are drawn by zPosition, then in insertion order")
    func zPositionOrder() throws {
        let canvas = try TestCanvas(width: 40, height: 20) { root in
            let front = Probe.layer(CGRect(x: 0, y: 0, width: 25, height: 20), Probe.red)
            front.zPosition = 1
            root.addSublayer(front)
            root.addSublayer(Probe.layer(CGRect(x: 15, y: 0, width: 25, height: 20), Probe.blue))
            root.addSublayer(Probe.layer(CGRect(x: 30, y: 0, width: 10, height: 20), Probe.green))
        }
        #expect(Probe.isRed(canvas[x: 20, y: 10]))
        #expect(Probe.isGreen(canvas[x: 35, y: 10]))
    }

    @Test("a layer turned away is culled when not double-sided, drawn mirrored otherwise", arguments: [true, false])
    func backFaceCulling(doubleSided: Bool) throws {
        let canvas = try TestCanvas(width: 40, height: 20) { root in
            let layer = Probe.layer(CGRect(x: 10, y: 0, width: 20, height: 20), Probe.red)
            layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            layer.isDoubleSided = doubleSided
            root.addSublayer(layer)
        }
        #expect(canvas.count(where: Probe.isRed) == (doubleSided ? 400 : 0))
    }

    /// The screen position of layer point (x, y) (relative to the anchor) under rotation θ about y and m34.
    private func projected(_ x: Double, _ y: Double, angle: Double, m34: Double) -> (Double, Double) {
        let w = 1 + (-x * sin(angle)) * m34
        return (x * cos(angle) / w, y / w)
    }

    @Test("a layer rotated 60° about y with m34 = −1/500 has the projected corners")
    func projectedCorners() throws {
        let angle = Double.pi / 3, m34 = -1.0 / 500
        let canvas = try TestCanvas(width: 400, height: 300) { root in
            let layer = Probe.layer(CGRect(x: 100, y: 100, width: 200, height: 100), Probe.red)
            var t = CATransform3DIdentity
            t.m34 = m34
            layer.transform = CATransform3DRotate(t, angle, 0, 1, 0)
            root.addSublayer(layer)
        }
        let left = projected(-100, -50, angle: angle, m34: m34), right = projected(100, -50, angle: angle, m34: m34)
        let box = try #require(canvas.box(where: { $0.g < 128 }))
        #expect(abs(Double(box.x0) - (200 + left.0)) <= 1, "left edge \(box.x0) vs \(200 + left.0)")
        #expect(abs(Double(box.x1) - (200 + right.0)) <= 1, "right edge \(box.x1) vs \(200 + right.0)")
        #expect(abs(Double(box.y0) - (150 + left.1)) <= 1, "top \(box.y0) vs \(150 + left.1)")
        #expect(abs(Double(box.y1) - (150 - left.1)) <= 1, "bottom \(box.y1) vs \(150 - left.1)")
        // The near (left) edge is taller than the far (right) edge: the column just inside each edge spans
        // the projected height there.
        func span(atColumn x: Int) -> Int { (0..<300).filter { canvas[x: x, y: $0].g < 128 }.count }
        func expectedSpan(atColumn column: Int) -> Double {
            let screenX = Double(column) + 0.5 - 200
            let x = screenX / (cos(angle) + screenX * sin(angle) * m34)  // invert X = x·cos θ / w
            return 100 / (1 - x * sin(angle) * m34)                     // the height 100 divided by w
        }
        for column in [Int(200 + left.0) + 2, 200, Int(200 + right.0) - 2] {
            #expect(abs(Double(span(atColumn: column)) - expectedSpan(atColumn: column)) <= 1.5, "column \(column)")
        }
    }

    @Test("a parent's sublayerTransform gives its sublayers one shared perspective")
    func sharedPerspective() throws {
        let canvas = try TestCanvas(width: 300, height: 200) { root in
            let stage = Probe.layer(CGRect(x: 0, y: 0, width: 300, height: 200), nil)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            stage.sublayerTransform = perspective
            let near = Probe.layer(CGRect(x: 50, y: 50, width: 40, height: 40), Probe.red)
            near.zPosition = 100
            let far = Probe.layer(CGRect(x: 210, y: 50, width: 40, height: 40), Probe.blue)
            far.zPosition = -100
            stage.addSublayer(near)
            stage.addSublayer(far)
            root.addSublayer(stage)
        }
        // z = 100 scales by 500 / 400 = 1.25 about the stage's centre (150, 100); z = −100 by 500 / 600.
        let red = try #require(canvas.box(where: Probe.isRed))
        #expect(red.x1 - red.x0 == 50 && red.x0 == 25)
        let blue = try #require(canvas.box(where: Probe.isBlue))
        #expect(abs(Double(blue.x1 - blue.x0) - 40 * 5.0 / 6) <= 1.5)
    }

    @Test("layers reaching behind the eye are clipped at the eye plane without crashing")
    func eyePlaneClipping() throws {
        let canvas = try TestCanvas(width: 200, height: 200) { root in
            let layer = Probe.layer(CGRect(x: -400, y: 50, width: 1000, height: 100), Probe.red)
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 100
            layer.transform = CATransform3DRotate(t, 80 * .pi / 180, 0, 1, 0)
            layer.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 1000, height: 10), Probe.blue))
            root.addSublayer(layer)
        }
        #expect(canvas.count(where: Probe.isRed) > 0)
    }

    @Test("an ordinary layer flattens its 3D-rotated sublayers into its plane")
    func flattening() throws {
        let canvas = try TestCanvas(width: 200, height: 200) { root in
            let parent = Probe.layer(CGRect(x: 50, y: 50, width: 100, height: 100), nil)
            let child = Probe.layer(CGRect(x: 0, y: 0, width: 100, height: 100), Probe.red)
            child.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)  // no perspective: x shrinks to cos 60°
            parent.addSublayer(child)
            root.addSublayer(parent)
        }
        let box = try #require(canvas.box(where: Probe.isRed))
        #expect(box.x0 == 75 && box.x1 == 125 && box.y0 == 50 && box.y1 == 150)
    }
}
