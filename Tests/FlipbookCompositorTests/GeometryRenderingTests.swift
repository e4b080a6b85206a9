import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Testing

@Suite("Geometry: where layers land")
struct GeometryRenderingTests {
    @Test("a 10×10 red layer at (5, 5) covers exactly those pixels")
    func exactRectangle() throws {
        let canvas = try TestCanvas(width: 20, height: 20) { root in
            root.addSublayer(Probe.layer(CGRect(x: 5, y: 5, width: 10, height: 10), Probe.red))
        }
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (5..<15).contains(x) && (5..<15).contains(y)
                let p = canvas[x: x, y: y]
                #expect(inside ? (p.r, p.g, p.b) == (255, 0, 0) : Probe.isWhite(p), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("scale 2 doubles every coordinate; scale 3 triples")
    func scales() throws {
        for scale in [1, 2, 3] {
            let canvas = try TestCanvas(width: 20, height: 20, scale: scale) { root in
                root.addSublayer(Probe.layer(CGRect(x: 5, y: 5, width: 10, height: 10), Probe.red))
            }
            #expect(canvas.image.width == 20 * scale)
            let box = try #require(canvas.box(where: Probe.isRed))
            #expect(box.x0 == 5 * scale && box.y0 == 5 * scale && box.x1 == 15 * scale && box.y1 == 15 * scale)
        }
    }

    @Test("anchor point and position place the bounds; sublayers live in their superlayer's bounds space")
    func anchorAndBoundsOrigin() throws {
        let canvas = try TestCanvas(width: 40, height: 40) { root in
            let parent = CALayer()
            parent.anchorPoint = .zero
            parent.position = CGPoint(x: 10, y: 10)
            parent.bounds = CGRect(x: 5, y: 5, width: 20, height: 20)  // origin (5, 5) shifts the sublayers
            let child = Probe.layer(CGRect(x: 5, y: 5, width: 4, height: 4), Probe.red)
            parent.addSublayer(child)
            root.addSublayer(parent)
        }
        let box = try #require(canvas.box(where: Probe.isRed))
        #expect(box.x0 == 10 && box.y0 == 10 && box.x1 == 14 && box.y1 == 14)
    }

    @Test("a 90° rotation about the anchor point turns a 20×10 layer into 10×20")
    func rotation() throws {
        let canvas = try TestCanvas(width: 40, height: 40) { root in
            let layer = Probe.layer(CGRect(x: 10, y: 15, width: 20, height: 10), Probe.red)
            layer.setAffineTransformRotation(.pi / 2)
            root.addSublayer(layer)
        }
        let box = try #require(canvas.box(where: Probe.isRed))
        #expect(box.x0 == 15 && box.x1 == 25 && box.y0 == 10 && box.y1 == 30)
    }

    @Test("isHidden and zero opacity draw nothing, including sublayers")
    func hiddenLayers() throws {
        let canvas = try TestCanvas(width: 20, height: 20) { root in
            let hidden = Probe.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Probe.red)
            hidden.isHidden = true
            hidden.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 5, height: 5), Probe.blue))
            let transparent = Probe.layer(CGRect(x: 10, y: 10, width: 10, height: 10), Probe.red)
            transparent.opacity = 0
            root.addSublayer(hidden)
            root.addSublayer(transparent)
        }
        #expect(canvas.count(where: Probe.isNotWhite) == 0)
    }

    @Test("a geometry-flipped superlayer places its sublayers from the bottom")
    func geometryFlipped() throws {
        let canvas = try TestCanvas(width: 40, height: 40) { root in
            let parent = Probe.layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
            parent.isGeometryFlipped = true
            parent.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 10, height: 5), Probe.red))
            root.addSublayer(parent)
        }
        let box = try #require(canvas.box(where: Probe.isRed))
        #expect(box.x0 == 0 && box.y0 == 35 && box.x1 == 10 && box.y1 == 40)
    }
}

extension CALayer {
    /// Rotates the layer about z (a test shorthand for `transform = CATransform3DMakeRotation(angle, 0, 0, 1)`).
    func setAffineTransformRotation(_ angle: CGFloat) {
        transform = CATransform3DMakeRotation(angle, 0, 0, 1)
    }
}
