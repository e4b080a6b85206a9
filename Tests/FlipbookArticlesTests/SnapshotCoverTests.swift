import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@testable import FlipbookArticles

/// Case A-14 (article 001): the snapshot cover squeezes to the vertical centre line in 0.75 s, revealing the new
/// background, then goes.
@Suite("Article 001 A-14: snapshot cover")
struct SnapshotCoverTests {
    /// The cover: the image view on top of the scene's view.
    private func coverView(of probe: SceneProbe) -> UIImageView? {
        probe.stage.view.subviews.last as? UIImageView
    }

    @Test("The cover is a full-screen snapshot whose presented width goes 100 % → 50.5 % → 1 % (ease in-out)")
    func squeeze() throws {
        let probe = try SceneProbe("A-14")
        let cover = try #require(probe.at(0) { coverView(of: probe) })
        #expect(probe.at(0) { (cover.bounds, cover.center) } == (CGRect(x: 0, y: 0, width: 414, height: 736), CGPoint(x: 207, y: 368)))
        #expect(cover.image?.size == CGSize(width: 414, height: 736))
        for (time, scale) in [(0.0, 1.0), (0.375, 0.505), (0.7499, 0.01)] {
            let transform = try #require(probe.at(time) { cover.layer.presentation()?.affineTransform() })
            #expect(abs(transform.a - scale) < 0.001, "x scale at \(time) s")
            #expect(transform.d == 1 && transform.b == 0 && transform.c == 0)
            // Scaled about the centre: the presented frame is centred on x = 207.
            let frame = try #require(probe.at(time) { cover.layer.presentation()?.frame })
            #expect(abs(frame.midX - 207) < 0.001 && abs(frame.width - 414 * scale) < 0.01)
        }
        #expect(probe.at(0.76) { cover.superview } == nil)
    }

    @Test("Pixels: the old screen (white, the blue square) on the cover, the new colour beside it")
    func pixels() throws {
        let scene = try #require(Articles.scenes.first { $0.id == "A-14" })
        let probe = try SceneProbe("A-14")
        let newColour = try #require(probe.at(0) { probe.stage.view.backgroundColor?.cgColor.components })
        let expected = newColour.prefix(3).map { UInt8((min(1, $0) * 255).rounded()) }
        let start = try scene.renderFrame(at: 0, scale: 1)
        #expect(isWhite(start[20, 180]) && isBlue(start[100, 100]))
        let half = try scene.renderFrame(at: 0.375, scale: 1)
        // The cover spans 207 ± 104.5 points: x = 20 shows the new background, x = 200 the snapshot's white.
        #expect(matches(half[20, 180], expected) && matches(half[400, 180], expected))
        #expect(isWhite(half[200, 180]) && isWhite(half[115, 180]))
        // The real blue square, left of the cover, shows on the new background; the cover's squeezed copy of it
        // is the 50.5 % wide blue band inside the cover.
        #expect(isBlue(half[75, 100]))
        #expect(isBlue(half[140, 100]) && isWhite(half[190, 100]))
        let end = try scene.renderFrame(at: 0.75, scale: 1)
        #expect(matches(end[207, 180], expected) && isBlue(end[100, 100]))
    }

    private func isWhite(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        pixel.r > 250 && pixel.g > 250 && pixel.b > 250
    }

    private func isBlue(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        pixel.r < 5 && pixel.g < 5 && pixel.b > 250
    }

    private func matches(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ expected: [UInt8]) -> Bool {
        abs(Int(pixel.r) - Int(expected[0])) <= 1 && abs(Int(pixel.g) - Int(expected[1])) <= 1
            && abs(Int(pixel.b) - Int(expected[2])) <= 1
    }
}
