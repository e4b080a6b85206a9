import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Testing

@Suite("Opacity and group opacity")
struct OpacityTests {
    private func overlap(groups: Bool) throws -> (r: Int, g: Int, b: Int, a: Int) {
        let canvas = try TestCanvas(width: 40, height: 20) { root in
            let parent = Probe.layer(CGRect(x: 0, y: 0, width: 40, height: 20), nil)
            parent.opacity = 0.5
            parent.allowsGroupOpacity = groups
            parent.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 25, height: 20), Probe.red))
            parent.addSublayer(Probe.layer(CGRect(x: 15, y: 0, width: 25, height: 20), Probe.blue))
            root.addSublayer(parent)
        }
        return canvas[x: 20, y: 10]
    }

    @Test("with group opacity overlapping sublayers fade as one picture: only the top one shows")
    func groupOpacity() throws {
        let p = try overlap(groups: true)
        #expect(abs(p.r - 128) <= 1 && abs(p.g - 128) <= 1 && p.b == 255)
    }

    @Test("without group opacity each sublayer fades separately: the lower one shows through")
    func separateOpacity() throws {
        let p = try overlap(groups: false)
        // blue 50 % over (red 50 % over white) = (0.25·255 + 0.25·255, 0.25·255, 0.5·255 + 0.25·255)
        #expect(abs(p.r - 128) <= 1 && abs(p.g - 64) <= 1 && abs(p.b - 191) <= 1)
    }

    @Test("a single-part layer's opacity blends its colour")
    func plainOpacity() throws {
        let canvas = try TestCanvas(width: 10, height: 10) { root in
            let layer = Probe.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Probe.black)
            layer.opacity = 0.25
            root.addSublayer(layer)
        }
        let p = canvas[x: 5, y: 5]
        #expect(abs(p.r - 191) <= 1 && p.r == p.g && p.g == p.b)
    }

    @Test("opacity multiplies down the tree")
    func nestedOpacity() throws {
        let canvas = try TestCanvas(width: 10, height: 10) { root in
            let parent = Probe.layer(CGRect(x: 0, y: 0, width: 10, height: 10), nil)
            parent.opacity = 0.5
            let child = Probe.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Probe.black)
            child.opacity = 0.5
            parent.addSublayer(child)
            root.addSublayer(parent)
        }
        let p = canvas[x: 5, y: 5]
        #expect(abs(p.r - 191) <= 1)
    }
}
