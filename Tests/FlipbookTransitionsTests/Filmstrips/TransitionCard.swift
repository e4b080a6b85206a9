import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A 200×120 layer whose two looks tell apart at a glance and show which way round they are drawn: the old one red
/// with a white disc on the left and a white bar at the top right; the new one blue with a yellow square on the
/// right and a yellow bar at the bottom left.
struct TransitionCard {
    static let size = CGSize(width: 200, height: 120)
    static let yellow = CGColor(red: 1, green: 0.85, blue: 0.1, alpha: 1)

    let layer = CALayer()
    private let oldMarks: [CALayer]
    private let newMarks: [CALayer]

    /// The card in its old look at `origin` in `parent`.
    init(at origin: CGPoint, in parent: CALayer) {
        layer.frame = CGRect(origin: origin, size: Self.size)
        layer.backgroundColor = TransitionStage.red
        oldMarks = [Self.mark(CGRect(x: 20, y: 30, width: 60, height: 60), TransitionStage.white, cornerRadius: 30),
                    Self.mark(CGRect(x: 100, y: 10, width: 80, height: 12), TransitionStage.white)]
        newMarks = [Self.mark(CGRect(x: 120, y: 30, width: 60, height: 60), Self.yellow),
                    Self.mark(CGRect(x: 20, y: 98, width: 80, height: 12), Self.yellow)]
        for mark in oldMarks { layer.addSublayer(mark) }
        parent.addSublayer(layer)
    }

    /// Changes the card to its new look (call inside a transaction).
    func change() {
        layer.backgroundColor = TransitionStage.blue
        for mark in oldMarks { mark.removeFromSuperlayer() }
        for mark in newMarks { layer.addSublayer(mark) }
    }

    private static func mark(_ frame: CGRect, _ color: CGColor, cornerRadius: CGFloat = 0) -> CALayer {
        let mark = CALayer()
        mark.frame = frame
        mark.backgroundColor = color
        mark.cornerRadius = cornerRadius
        return mark
    }
}
