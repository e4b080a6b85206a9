import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Article 002 §3.1's `MyTestLayer`: a layer that logs before and after its `bounds` setter runs, as the article's
/// `NSLog` calls do. The lines go to its view's ``MyTestView/console`` (the view is the layer's delegate), so that
/// the view's and the layer's lines interleave as on the console.
final class MyTestLayer: CALayer {
    override var bounds: CGRect {
        get { super.bounds }
        set {
            log("----layer setBounds")
            super.bounds = newValue
            log("----layer setBounds end")
        }
    }

    private func log(_ line: String) {
        (delegate as? MyTestView)?.console.append(line)
    }
}

/// Article 002 §3.1's `MyTestView`: a view backed by a ``MyTestLayer`` that logs around its own `bounds` setter
/// and can stand in for `actionForLayer:forKey:`'s experiments: it keeps the action UIKit's implementation
/// returns for each key, and returns `nil` instead when ``forcesNilAction`` is set ("强制返回nil").
final class MyTestView: UIView {
    /// The console: the lines the view's and its layer's `NSLog` calls print, in order.
    var console: [String] = []
    /// The last action `super.action(for:forKey:)` returned for the view's layer, by event key.
    private(set) var inspectedActions: [String: CAAction] = [:]
    /// Whether `action(for:forKey:)` returns `nil` instead of `super`'s action (then the layer's default
    /// implicit animation runs).
    var forcesNilAction = false

    override class var layerClass: AnyClass { MyTestLayer.self }

    override var bounds: CGRect {
        get { super.bounds }
        set {
            console.append("----view setBounds")
            super.bounds = newValue
            console.append("----view setBounds end")
        }
    }

    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        let action = super.action(for: layer, forKey: event)
        inspectedActions[event] = action
        return forcesNilAction ? nil : action
    }
}
