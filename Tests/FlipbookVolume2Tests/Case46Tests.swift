import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume2
import Testing

/// Case 46's numbers (catalogue): the band peaks at y = 350, 430 and 510 in image-view coordinates at 0, 1.5 and
/// 3 s (the last read just before the repeat at 3 s), and the model holds it at the top once the 30 s are over.
@Suite("Case 46 · fingerprint scan")
struct Case46Tests {
    static let scene = Volume2.scenes.first { $0.id == "case-46" }

    /// The scan layer: the image view's one sublayer.
    private func scanLayer(of stage: SceneStage) throws -> CAGradientLayer {
        let imageView = try #require(stage.view.subviews.first as? UIImageView)
        return try #require(imageView.layer.sublayers?.first as? CAGradientLayer)
    }

    @Test("The image view fills the screen, so image-view and frame coordinates agree; the layer is at (105, 330)")
    func placement() throws {
        let stage = try #require(Self.scene).makeStage(scale: 1)
        let layer = try scanLayer(of: stage)
        #expect(stage.view.subviews.first?.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
        #expect(layer.frame == CGRect(x: 105, y: 330, width: 200, height: 200))
    }

    @Test("Band peak in the frame and in the presentation's middle location at 0, 1.5 and 2.999 s")
    func bandPeak() throws {
        let scene = try #require(Self.scene)
        let stage = scene.makeStage(scale: 1)
        let layer = try scanLayer(of: stage)
        for (time, peak) in [(0.0, 350.0), (1.5, 430.0), (2.999, 510.0)] {
            stage.host.run(until: time)
            let middle = try #require(stage.host.perform { layer.presentation()?.locations?[1].doubleValue })
            #expect(abs(330 + 200 * middle - peak) < 0.1, "t = \(time): middle location \(middle)")
            // The white band is the brightest red in a column of the square (the ridges are cyan).
            let frame = try scene.renderFrame(at: time)
            let brightest = (330..<530).max { frame[150, $0].r < frame[150, $1].r }!
            #expect(abs(Double(brightest) + 0.5 - peak) <= 1, "t = \(time): brightest row \(brightest)")
            let peakPixel = frame[150, brightest]
            #expect(min(peakPixel.r, peakPixel.g, peakPixel.b) >= 240, "t = \(time): \(peakPixel)")
        }
    }

    @Test("After the ten sweeps (30 s) the model's locations [0, 0.1, 0.2] hold the band at the top")
    func afterTheAnimation() throws {
        let stage = try #require(Self.scene).makeStage(scale: 1)
        let layer = try scanLayer(of: stage)
        stage.host.run(until: 30.5)
        #expect(stage.host.perform { layer.presentation()?.locations?.map(\.doubleValue) } == [0.0, 0.1, 0.2])
    }
}
