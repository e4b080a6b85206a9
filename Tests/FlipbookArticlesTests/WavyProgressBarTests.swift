import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation
import Testing

@testable import FlipbookArticles

/// Article 002 §5's wavy progress bar (B-8): the slider drives the layer's progress, and the frames show the
/// contact point (25 + (W − 50) · p, 150 + 25 · (1 − |p − 0.5| · 2)) where the green meets the grey.
@Suite("Article 002 §5: the wavy progress bar")
struct WavyProgressBarTests {
    /// A pixel of `scene`'s frame at `time` (scale 1), at the screen point `point`.
    private func color(_ scene: String, at time: CFTimeInterval, _ point: CGPoint) throws -> (r: Int, g: Int, b: Int) {
        let scene = try #require(Articles.scenes.first { $0.id == scene })
        let frame = try scene.renderFrame(at: time, scale: 1)
        let pixel = frame[Int(point.x - scene.canvas.minX), Int(point.y - scene.canvas.minY)]
        return (Int(pixel.r), Int(pixel.g), Int(pixel.b))
    }

    private func isGreen(_ color: (r: Int, g: Int, b: Int), red: Int) -> Bool {
        abs(color.r - red) <= 2 && color.g >= 253 && abs(color.b - red) <= 2
    }

    private func isGrey(_ color: (r: Int, g: Int, b: Int), level: Int) -> Bool {
        abs(color.r - level) <= 2 && abs(color.g - level) <= 2 && abs(color.b - level) <= 2
    }

    /// The point `fraction` of the way from `a` to `b`.
    private func point(_ a: CGPoint, _ b: CGPoint, _ fraction: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
    }

    @Test("Dragging the slider sets the layer's progress at each sample time")
    func sliderDrivesProgress() throws {
        let probe = try SceneProbe("B-8-2")
        let controller = try probe.controller(WavyProgressViewController.self)
        for (time, progress) in Articles.draggedProgress {
            let shown = probe.at(time) { controller.progressLayer.progress }
            #expect(abs(shown - progress) < 1e-6, "at \(time) s")
        }
        #expect(controller.progressLayer.maxLength == 364)
    }

    @Test("B-8-2: green up to the contact point, light grey after it, no green at 0",
          arguments: Articles.draggedProgress)
    func contactPoint(time: CFTimeInterval, progress: CGFloat) throws {
        let origin = CGPoint(x: 25, y: 150), end = CGPoint(x: 389, y: 150)
        let contact = CGPoint(x: 25 + 364 * progress, y: 150 + 25 * (1 - abs(progress - 0.5) * 2))
        let grey = 170  // UIColor.lightGray: white 2/3
        if progress == 0 {
            #expect(isGrey(try color("B-8-2", at: time, contact), level: grey))
            return
        }
        #expect(isGreen(try color("B-8-2", at: time, contact), red: 0))
        #expect(isGreen(try color("B-8-2", at: time, point(origin, contact, 0.5)), red: 0))
        if progress < 1 {
            #expect(isGrey(try color("B-8-2", at: time, point(contact, end, 0.5)), level: grey))
        }
        if progress == 0.5 {  // the full 25-point bend: nothing left on the straight line above the contact point
            #expect(isGrey(try color("B-8-2", at: time, CGPoint(x: contact.x, y: 150)), level: 255))
        }
    }

    @Test("B-8-3: with strokeEnd 0.5 the colour changes at x = 207 on the bent line, before and after the bend")
    func strokeEndExtension() throws {
        let origin = CGPoint(x: 25, y: 150), end = CGPoint(x: 389, y: 150)
        // p = 0.25 (strokeEnd > progress): green through the bend (116, 162.5) to (207, 158.33).
        let bend = CGPoint(x: 116, y: 162.5)
        let contact = CGPoint(x: 207, y: 150 + 12.5 * 2 / 3)
        #expect(isGreen(try color("B-8-3", at: 0.5, bend), red: 66))
        #expect(isGreen(try color("B-8-3", at: 0.5, point(bend, contact, 0.8)), red: 66))
        #expect(isGrey(try color("B-8-3", at: 0.5, point(contact, end, 0.3)), level: 204))
        // p = 1 (strokeEnd ≤ progress): a straight line, green to x = 207 and grey after.
        #expect(isGreen(try color("B-8-3", at: 2, point(origin, CGPoint(x: 207, y: 150), 0.9)), red: 66))
        #expect(isGrey(try color("B-8-3", at: 2, CGPoint(x: 220, y: 150)), level: 204))
    }

    @Test("B-8-1: the path moves at once, strokeEnd follows in 0.25 s; settled, green to the bend and grey after it")
    func shapeLayers() throws {
        let probe = try SceneProbe("B-8-1")
        let controller = try probe.controller(ShapeProgressViewController.self)
        // The drag to 0.25 at 0.5 s: the path's bend is there at once, the green is still at 0; at 0.625 s it is 80 %
        // of the way, as the implicit animation's default timing curve (0.25, 0.1, 0.25, 1) gives at half time.
        #expect(probe.at(0.5) { controller.top.presentation()?.strokeEnd } == 0)
        #expect(probe.at(0.5) { controller.background.presentation()?.path } == controller.background.path)
        let halfway = try #require(probe.at(0.625) { controller.top.presentation()?.strokeEnd })
        #expect(abs(halfway - 0.25 * 0.8024) < 0.001, "\(halfway)")
        #expect(probe.at(0.75) { controller.top.presentation()?.strokeEnd } == 0.25)

        let origin = CGPoint(x: 25, y: 150), end = CGPoint(x: 389, y: 150)
        for (time, progress) in [(0.75, 0.25), (1.25, 0.5), (1.75, 0.75), (2.25, 1.0)] as [(CFTimeInterval, CGFloat)] {
            let bend = CGPoint(x: 25 + 364 * progress, y: 150 + 25 * (1 - abs(progress - 0.5) * 2))
            #expect(isGreen(try color("B-8-1", at: time, point(origin, bend, 0.9)), red: 0), "at \(time) s")
            if progress < 1 {
                #expect(isGrey(try color("B-8-1", at: time, point(bend, end, 0.2)), level: 170), "at \(time) s")
            }
        }
    }
}
