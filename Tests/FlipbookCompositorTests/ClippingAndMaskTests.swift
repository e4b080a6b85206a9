import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Testing

@Suite("masksToBounds and mask")
struct ClippingAndMaskTests {
    @Test("masksToBounds clips sublayers to the bounds; without it they overflow")
    func clipsSublayers() throws {
        for clips in [true, false] {
            let canvas = try TestCanvas(width: 60, height: 60) { root in
                let parent = Probe.layer(CGRect(x: 10, y: 10, width: 20, height: 20), nil)
                parent.masksToBounds = clips
                parent.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 40, height: 40), Probe.blue))
                root.addSublayer(parent)
            }
            let box = try #require(canvas.box(where: Probe.isBlue))
            #expect(box.x0 == 10 && box.y0 == 10)
            #expect(box.x1 == (clips ? 30 : 50) && box.y1 == (clips ? 30 : 50))
        }
    }

    @Test("with a corner radius the clip is rounded")
    func roundedClip() throws {
        let canvas = try TestCanvas(width: 60, height: 60) { root in
            let parent = Probe.layer(CGRect(x: 10, y: 10, width: 40, height: 40), nil)
            parent.masksToBounds = true
            parent.cornerRadius = 10
            parent.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 40, height: 40), Probe.red))
            root.addSublayer(parent)
        }
        let covered = canvas.sum { Double(255 - $0.g) / 255 }
        #expect(abs(covered - (1600 - (4 - Double.pi) * 100)) < 1.0)
    }

    @Test("masksToBounds clips contents that overflow the bounds")
    func clipsContents() throws {
        let image = Probe.image(width: 10, height: 10) { _, _ in (0, 0, 255, 255) }
        let canvas = try TestCanvas(width: 60, height: 60) { root in
            let layer = Probe.layer(CGRect(x: 20, y: 20, width: 4, height: 4), nil)
            layer.contents = image
            layer.contentsGravity = .center
            layer.masksToBounds = true
            root.addSublayer(layer)
        }
        let box = try #require(canvas.box(where: Probe.isBlue))
        #expect(box.x0 == 20 && box.y0 == 20 && box.x1 == 24 && box.y1 == 24)
    }

    @Test("the mask's alpha decides how much of the layer shows")
    func maskAlpha() throws {
        let canvas = try TestCanvas(width: 40, height: 20) { root in
            let layer = Probe.layer(CGRect(x: 0, y: 0, width: 40, height: 20), Probe.red)
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
            let solid = Probe.layer(CGRect(x: 10, y: 0, width: 10, height: 20), Probe.black)
            mask.addSublayer(solid)
            layer.mask = mask
            root.addSublayer(layer)
        }
        let half = canvas[x: 5, y: 10]
        #expect(half.r == 255 && abs(half.g - 128) <= 1 && abs(half.b - 128) <= 1)
        #expect(Probe.isRed(canvas[x: 15, y: 10]))
        #expect(Probe.isWhite(canvas[x: 25, y: 10]))
    }
}
