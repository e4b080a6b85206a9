import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Testing

@Suite("contents: gravity, contentsRect, contentsScale, contentsCenter")
struct ContentsTests {
    /// A 10×6 blue image whose top row is red (so orientation shows).
    static let image = Probe.image(width: 10, height: 6) { _, y in y == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255) }

    /// Where each gravity puts a 10×6 image in a 40×30 layer at the origin (x0, y0, x1, y1). "bottom" is
    /// minimum y, which is the top of the screen on iOS.
    static let placements: [(CALayerContentsGravity, (Int, Int, Int, Int))] = [
        (.resize, (0, 0, 40, 30)),
        (.resizeAspect, (0, 3, 40, 27)),
        (.resizeAspectFill, (0, 0, 45, 30)),  // 50 × 30 centred: x −5…45, the canvas clips at 0
        (.center, (15, 12, 25, 18)),
        (.top, (15, 24, 25, 30)),
        (.bottom, (15, 0, 25, 6)),
        (.left, (0, 12, 10, 18)),
        (.right, (30, 12, 40, 18)),
        (.topLeft, (0, 24, 10, 30)),
        (.topRight, (30, 24, 40, 30)),
        (.bottomLeft, (0, 0, 10, 6)),
        (.bottomRight, (30, 0, 40, 6)),
    ]

    @Test("each of the 12 gravities places the image", arguments: placements)
    func gravity(_ gravity: CALayerContentsGravity, _ expected: (Int, Int, Int, Int)) throws {
        let canvas = try TestCanvas(width: 60, height: 40) { root in
            let layer = Probe.layer(CGRect(x: 0, y: 0, width: 40, height: 30), nil)
            layer.contents = Self.image
            layer.contentsGravity = gravity
            root.addSublayer(layer)
        }
        let box = try #require(canvas.box(where: Probe.isNotWhite))
        #expect(box.x0 == expected.0 && box.y0 == expected.1 && box.x1 == expected.2 && box.y1 == expected.3,
                "\(gravity.rawValue): \(box)")
        // The image is upright: its red top row is at the top of the placed rectangle.
        #expect(Probe.isRed(canvas[x: (box.x0 + box.x1) / 2, y: box.y0]))
    }

    @Test("contentsScale 2 halves the image's size in points")
    func contentsScale() throws {
        let canvas = try TestCanvas(width: 40, height: 40) { root in
            let layer = Probe.layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
            layer.contents = Probe.image(width: 20, height: 20) { _, _ in (0, 0, 255, 255) }
            layer.contentsGravity = .center
            layer.contentsScale = 2
            root.addSublayer(layer)
        }
        let box = try #require(canvas.box(where: Probe.isBlue))
        #expect(box.x0 == 15 && box.y0 == 15 && box.x1 == 25 && box.y1 == 25)
    }

    @Test("contentsRect shows one quadrant of the image, stretched to the bounds")
    func contentsRect() throws {
        let quadrants = Probe.image(width: 20, height: 20) { x, y in
            switch (x < 10, y < 10) {
            case (true, true): (255, 0, 0, 255)
            case (false, true): (0, 255, 0, 255)
            case (true, false): (0, 0, 255, 255)
            case (false, false): (0, 0, 0, 255)
            }
        }
        let canvas = try TestCanvas(width: 40, height: 40) { root in
            let layer = Probe.layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
            layer.contents = quadrants
            layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
            root.addSublayer(layer)
        }
        #expect(Probe.isGreen(canvas[x: 20, y: 20]))
        #expect(Probe.isGreen(canvas[x: 10, y: 30]))
        #expect(canvas.count(where: Probe.isGreen) > 1400)
    }

    @Test("contentsCenter stretches the centre and keeps the edges (nine-slice)")
    func nineSlice() throws {
        let framed = Probe.image(width: 30, height: 30) { x, y in
            (10..<20).contains(x) && (10..<20).contains(y) ? (255, 0, 0, 255) : (0, 0, 255, 255)
        }
        let canvas = try TestCanvas(width: 100, height: 70) { root in
            let layer = Probe.layer(CGRect(x: 0, y: 0, width: 90, height: 60), nil)
            layer.contents = framed
            layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
            root.addSublayer(layer)
        }
        let red = try #require(canvas.box(where: Probe.isRed))
        #expect(red.x0 == 10 && red.y0 == 10 && red.x1 == 80 && red.y1 == 50, "\(red)")
        for (x, y) in [(5, 30), (85, 30), (45, 5), (45, 55), (5, 5), (85, 55)] {
            #expect(Probe.isBlue(canvas[x: x, y: y]), "(\(x), \(y))")
        }
    }

    @Test("images stay upright under a geometry-flipped superlayer (also one that keeps its sublayers in 3D)",
          arguments: [false, true])
    func uprightWhenFlipped(keepsDepth: Bool) throws {
        let canvas = try TestCanvas(width: 40, height: 40) { root in
            let parent = keepsDepth ? DepthSortingLayer() : CALayer()
            parent.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            parent.isGeometryFlipped = true
            let child = Probe.layer(CGRect(x: 0, y: 0, width: 10, height: 6), nil)
            child.contents = Self.image
            parent.addSublayer(child)
            root.addSublayer(parent)
        }
        #expect(Probe.isRed(canvas[x: 5, y: 34]))
        #expect(Probe.isBlue(canvas[x: 5, y: 39]))
    }
}
