import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookScenes
import FlipbookVolume3
import Foundation

extension ThreeDBenchmark {
    /// Case 54 (Cover Flow) at 0.5 s, when the covers have spread, at 2×: through `Scene.renderFrame` (a fresh
    /// stage built, the script run to 0.5 s, one frame of its canvas, the top 414 × 480 pt of the screen), and the
    /// frame alone of the whole 414 × 736 pt screen on one stage (its root widened to the screen; held from 0.5 s,
    /// a frame 1/60 s apart per round).
    static var coverFlow: ThreeDBenchmark {
        ThreeDBenchmark(name: "Cover Flow (Case 54) at 0.5 s, 2×") { rounds in
            guard let scene = Volume3.scenes.first(where: { $0.id == "case-54" }) else { return ["case-54 not found"] }
            let fresh = measure(rounds: rounds) { _ in _ = try? scene.renderFrame(at: 0.5, scale: 2) }
            let stage = scene.makeStage(scale: 2)
            stage.host.perform {
                CATransaction.setDisableActions(true)
                stage.host.rootLayer.bounds = CGRect(origin: .zero, size: Scene.screenSize)
            }
            let frames = measure(rounds: rounds) { round in
                _ = try? stage.host.renderFrameImage(at: 0.5 + Double(round) / 60, scale: 2, backgroundColor: .white)
            }
            return ["Scene.renderFrame (fresh stage): " + fresh.summary, "frame alone (414 × 736 pt): " + frames.summary]
        }
    }
}
