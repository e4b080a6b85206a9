import FlipbookCoreAnimation
import Foundation

extension SceneProbe {
    /// The transition `layer` presents at `time` (the clock runs there first): its type, subtype and progress;
    /// `nil` when none runs.
    func transition(of layer: CALayer, at time: CFTimeInterval)
        -> (type: String, subtype: CATransitionSubtype?, progress: Double)? {
        at(time) {
            layer.presentation()?.transitionPresentation.map { ($0.type.rawValue, $0.subtype, $0.progress) }
        }
    }
}
