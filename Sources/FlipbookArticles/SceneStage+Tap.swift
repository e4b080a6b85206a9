import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit

extension SceneStage {
    /// A tap at `point` (window coordinates) at media time `time`, sent to the stage's window
    /// (`UIWindow.sendTap(at:)`): `touchesBegan` then `touchesEnded` reach the view under the point and its
    /// responder chain. The articles' bridge until `FlipbookScenes` has its own `tap(at:time:)`.
    func tap(at point: CGPoint, time: CFTimeInterval) {
        at(time, "tap at (\(Int(point.x)), \(Int(point.y)))") { [window] in
            window.sendTap(at: point)
        }
    }
}
