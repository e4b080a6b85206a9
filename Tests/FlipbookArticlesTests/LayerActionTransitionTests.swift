import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@testable import FlipbookArticles

/// Cases A-4 and A-5 (article 001): the layer actions' transitions, read from the model, the presentation tree
/// (type, direction, progress at the sample times) and the frames.
@Suite("Article 001 A-4, A-5: layer actions as transitions")
struct LayerActionTransitionTests {
    /// The article 001 colour layer: the scene view's first sublayer after the view's own.
    private func colorLayer(of probe: SceneProbe) throws -> CALayer {
        try #require(probe.stage.view.layer.sublayers?.first { $0.frame == CGRect(x: 50, y: 50, width: 100, height: 100) })
    }

    @Test("A-4: the delegate's reveal from the left runs the transaction's 0.25 s, linearly")
    func revealFromDelegate() throws {
        let probe = try SceneProbe("A-4")
        let layer = try colorLayer(of: probe)
        let transition = try #require(probe.at(0) { layer.animation(forKey: kCATransition) as? CATransition })
        #expect(transition.type == .reveal && transition.subtype == .fromLeft && transition.duration == 0.25)
        for (time, progress) in [(0.0625, 0.25), (0.125, 0.5), (0.1875, 0.75)] {
            let shown = try #require(probe.transition(of: layer, at: time))
            #expect(shown.type == "reveal" && shown.subtype == .fromLeft && abs(shown.progress - progress) < 1e-9)
        }
        #expect(probe.transition(of: layer, at: 0.25) == nil)
    }

    @Test("Pixels half way: A-4's blue slides right off the new colour, A-5's new colour pushes in from the left",
          arguments: [("A-4", 0.125, true), ("A-5", 0.5, false)])
    func halfWayPixels(id: String, time: CFTimeInterval, reveals: Bool) throws {
        let scene = try #require(Articles.scenes.first { $0.id == id })
        let probe = try SceneProbe(id)
        let components = try #require(probe.at(0) { try colorLayer(of: probe).backgroundColor?.components })
        let newColour = components.prefix(3).map { UInt8((min(1, $0) * 255).rounded()) }
        let frame = try scene.renderFrame(at: time, scale: 1)
        // The layer spans x 50 … 150; half way the two renderings meet at x 100.
        #expect(matches(frame[75, 100], newColour), "\(id): the left half shows the new colour")
        #expect(matches(frame[125, 100], [0, 0, 255]), "\(id): the right half shows the old blue")
        // A reveal leaves the new rendering in place (white outside the layer); a push brings it from the left, over
        // the bounds (no masksToBounds), as the old blue goes beyond the right edge in both.
        #expect(matches(frame[25, 100], reveals ? [255, 255, 255] : newColour))
        #expect(matches(frame[175, 100], [0, 0, 255]))
    }

    /// Whether a pixel is `expected` within one level per channel.
    private func matches(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ expected: [UInt8]) -> Bool {
        abs(Int(pixel.r) - Int(expected[0])) <= 1 && abs(Int(pixel.g) - Int(expected[1])) <= 1
            && abs(Int(pixel.b) - Int(expected[2])) <= 1
    }

    @Test("A-5: the actions dictionary's push from the left runs 1 s, linearly")
    func pushFromActions() throws {
        let probe = try SceneProbe("A-5")
        let layer = try colorLayer(of: probe)
        for (time, progress) in [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)] {
            let shown = try #require(probe.transition(of: layer, at: time))
            #expect(shown.type == "push" && shown.subtype == .fromLeft && abs(shown.progress - progress) < 1e-9)
        }
        #expect(probe.transition(of: layer, at: 1) == nil)
    }
}
