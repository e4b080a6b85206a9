import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Testing

@Suite("Shadows")
struct ShadowTests {
    private func shadowed(offset: CGSize, radius: CGFloat, path: CGPath? = nil, masks: Bool = false,
                          background: CGColor? = Probe.black) throws -> TestCanvas {
        try TestCanvas(width: 100, height: 100) { root in
            let layer = Probe.layer(CGRect(x: 40, y: 40, width: 20, height: 20), background)
            layer.shadowOpacity = 1
            layer.shadowColor = Probe.red
            layer.shadowOffset = offset
            layer.shadowRadius = radius
            layer.shadowPath = path
            layer.masksToBounds = masks
            root.addSublayer(layer)
        }
    }

    @Test("a positive offset height moves the shadow down (iOS's y-down offset)")
    func offsetDirection() throws {
        let canvas = try shadowed(offset: CGSize(width: 0, height: 10), radius: 0)
        let box = try #require(canvas.box(where: Probe.isRed))
        #expect(box.x0 == 40 && box.x1 == 60 && box.y0 == 60 && box.y1 == 70)
        #expect(Probe.isWhite(canvas[x: 50, y: 35]))
    }

    @Test("sub-pixel offsets are not snapped: a group's shadow offset by 3.5 pt at scale 1 is centred 3.5 px away",
          arguments: [(CGSize(width: 33.5, height: 3.5), 0.0), (CGSize(width: 33.5, height: 3.5), 3.0),
                      (CGSize(width: -33.25, height: -2.75), 3.0)])
    func subPixelOffset(offset: CGSize, radius: Double) throws {
        // A container casts the shadow of its sublayer (the group path: the shadow of the rendered alpha). The
        // shadow is moved 33 and a fraction points sideways, clear of the square, so all of it shows.
        let canvas = try TestCanvas(width: 100, height: 100) { root in
            let container = CALayer()
            container.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
            container.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 20, height: 20), Probe.black))
            container.shadowOpacity = 1
            container.shadowColor = Probe.red
            container.shadowOffset = offset
            container.shadowRadius = radius
            root.addSublayer(container)
        }
        // The shadow's coverage over white is 1 − green / 255; its centroid against the square's centre (50, 50).
        var weight = 0.0, sumX = 0.0, sumY = 0.0
        for y in 0..<100 {
            for x in 0..<100 where !(40..<60).contains(x) {
                let coverage = 1 - Double(canvas[x: x, y: y].g) / 255
                weight += coverage
                sumX += coverage * (Double(x) + 0.5)
                sumY += coverage * (Double(y) + 0.5)
            }
        }
        #expect(abs(weight - 400) < 2, "coverage \(weight)")
        #expect(abs(sumX / weight - 50 - offset.width) < 0.02, "centroid x \(sumX / weight)")
        #expect(abs(sumY / weight - 50 - offset.height) < 0.02, "centroid y \(sumY / weight)")
    }

    @Test("the default offset (0, −3) casts the shadow upwards")
    func defaultOffset() throws {
        let canvas = try TestCanvas(width: 100, height: 100) { root in
            let layer = Probe.layer(CGRect(x: 40, y: 40, width: 20, height: 20), Probe.black)
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            root.addSublayer(layer)
        }
        #expect(canvas[x: 50, y: 38].r == 0)
        #expect(Probe.isWhite(canvas[x: 50, y: 62]))
    }

    @Test("blur: a Gaussian of σ = radius / 2 — half intensity at the edge, gone beyond 3σ")
    func blurExtent() throws {
        let canvas = try shadowed(offset: CGSize(width: 0, height: 0), radius: 8, background: nil)
        // Without a background the layer casts no shadow (nothing opaque); use a shadow path instead.
        #expect(canvas.count(where: Probe.isNotWhite) == 0)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        let blurred = try shadowed(offset: CGSize(width: 0, height: 0), radius: 8, path: path, background: nil)
        // σ = 4: at the shape's edge (between rows 39 and 40) the coverage is one half (times 0.988 for
        // the 20-wide extent across), 3σ + 1 outside it is (nearly) nothing.
        let edge = Double(510 - blurred[x: 50, y: 39].g - blurred[x: 50, y: 40].g) / 2
        #expect(abs(edge - 126) <= 3, "edge coverage \(edge)")
        #expect(blurred[x: 50, y: 40 - 13].g >= 254)
        #expect(blurred[x: 50, y: 40 - 4].g < 255 - 30)
    }

    @Test("wide blurs (σ ≥ 8 px, computed at half resolution) stay centred on the edge and symmetric")
    func wideBlur() throws {
        let canvas = try TestCanvas(width: 200, height: 200) { root in
            let layer = Probe.layer(CGRect(x: 70, y: 70, width: 60, height: 60), Probe.black)
            layer.shadowOpacity = 1
            layer.shadowColor = Probe.red
            layer.shadowOffset = CGSize(width: 0, height: 0)
            layer.shadowRadius = 24  // σ = 12
            root.addSublayer(layer)
        }
        // Left and right of the layer the shadow mirrors itself; at 3σ it has faded to almost nothing.
        for distance in [1, 6, 12, 24] {
            let left = canvas[x: 70 - distance, y: 100].g, right = canvas[x: 129 + distance, y: 100].g
            #expect(abs(left - right) <= 1, "at \(distance): \(left) vs \(right)")
        }
        #expect(canvas[x: 70 - 40, y: 100].g >= 250)
        #expect(canvas[x: 70 - 1, y: 100].g < 160)
    }

    @Test("shadowPath replaces the shape; the layer's own content is drawn on top")
    func shadowPath() throws {
        let path = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 40, height: 40), transform: nil)
        let canvas = try shadowed(offset: .zero, radius: 0, path: path)
        #expect(Probe.isRed(canvas[x: 50, y: 32]))
        #expect(canvas[x: 50, y: 50].r == 0)
        #expect(Probe.isWhite(canvas[x: 31, y: 31]))
    }

    @Test("masksToBounds suppresses the shadow outside the bounds")
    func masksToBoundsSuppresses() throws {
        let canvas = try shadowed(offset: CGSize(width: 0, height: 10), radius: 2, masks: true)
        #expect(canvas.count(where: { $0.r > $0.g + 10 }) == 0)
    }

    @Test("a container's shadow comes from its sublayers' alpha")
    func shadowOfSublayers() throws {
        let canvas = try TestCanvas(width: 100, height: 100) { root in
            let container = Probe.layer(CGRect(x: 20, y: 20, width: 60, height: 60), nil)
            container.shadowOpacity = 1
            container.shadowColor = Probe.red
            container.shadowOffset = CGSize(width: 5, height: 0)
            container.shadowRadius = 0
            container.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Probe.black))
            root.addSublayer(container)
        }
        let box = try #require(canvas.box(where: Probe.isRed))
        #expect(box.x0 == 30 && box.x1 == 35 && box.y0 == 20 && box.y1 == 30)
    }
}
