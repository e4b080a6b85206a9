import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation

/// What the transition tests build on: a host with one committed 100×50 layer at the origin, colours, probes.
struct TransitionStage {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    let host = LayerHost(size: CGSize(width: 300, height: 100))
    let layer = CALayer()

    /// A host whose red layer at (0, 0, 100, 50) has been committed (on screen) by t = 0.
    init(color: CGColor = TransitionStage.red) {
        let layer = self.layer
        host.perform {
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            layer.backgroundColor = color
            host.rootLayer.addSublayer(layer)
        }
    }

    /// A transition of `type` (and `subtype`) lasting `duration`, linear.
    static func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil,
                           duration: CFTimeInterval = 1) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = duration
        return transition
    }

    /// In one transaction with actions disabled: the layer turns `color` and `transition` is added.
    func change(to color: CGColor = TransitionStage.blue, with transition: CATransition) {
        let layer = self.layer
        host.perform {
            CATransaction.setDisableActions(true)
            layer.backgroundColor = color
            layer.add(transition, forKey: nil)
        }
    }

    /// The frame at `time`, 1 pixel per point, on white.
    func frame(at time: CFTimeInterval) throws -> RGBAImage {
        try host.renderFrameImage(at: time, scale: 1, backgroundColor: Self.white)
    }
}

extension RGBAImage {
    /// The pixel at `(x, y)` as (r, g, b).
    func rgb(_ x: Int, _ y: Int) -> [UInt8] {
        let p = self[x, y]
        return [p.r, p.g, p.b]
    }
}
