import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// A host with a window on screen, for tests of view animations read from the presentation tree.
struct AnimationStage {
    let host = LayerHost()
    let window: UIWindow

    init() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 736))
        self.window = window
        host.perform { window.makeKeyAndVisible() }
    }

    /// A view with `frame`, added to the window.
    func addView(frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        host.perform { window.addSubview(view) }
        return view
    }

    /// The presentation layer of `view` after the clock has run to `time` (seconds since the stage started).
    func presented(_ view: UIView, at time: CFTimeInterval) -> CALayer {
        host.run(until: time)
        return host.perform { view.layer.presentation()! }
    }

    /// The rotation angle (radians, −π…π) of `view`'s presented affine transform at `time`.
    func presentedAngle(of view: UIView, at time: CFTimeInterval) -> CGFloat {
        let transform = presented(view, at: time).affineTransform()
        return atan2(transform.b, transform.a)
    }

    /// Whether `a` and `b` differ by at most `tolerance`.
    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
}

/// Collects what completions and callbacks report, in order.
final class CallbackLog: @unchecked Sendable {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}
