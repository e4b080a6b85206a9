import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

// Article 004's Part 2: the spin of each square, one 0.1 s after the other.

extension StackedSquaresLayer {
    /// Adds to each square (front to back) a spin of half a turn about its z axis and back (1 s each way,
    /// ease-in-ease-out, repeating for ever), square k beginning 0.1 · k s after now.
    func startAnimating() {
        var offsetTime = 0.0
        var transform = CATransform3DIdentity
        transform.m34 = 1.0 / -500.0
        transform = CATransform3DRotate(transform, CGFloat(M_PI), 0, 0, 1)

        /*动画开始*/
        CATransaction.begin()
        sublayers?.forEach({
            let basic = getSpin(forTransform: transform)
            basic.beginTime = $0.convertTime(CACurrentMediaTime(), to: nil) + offsetTime
            $0.add(basic, forKey: nil)
            /*按照index更新启动时间*/
            offsetTime += 0.1
        })
        CATransaction.commit()
    }

    /// Removes the squares' spins: each shows its model transform (identity) again.
    func stopAnimating() {
        sublayers?.forEach({ $0.removeAllAnimations() })
    }

    /*创建动画*/
    private func getSpin(forTransform transform: CATransform3D) -> CABasicAnimation {
        let basic = CABasicAnimation(keyPath: "transform")
        basic.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        basic.toValue = NSValue(caTransform3D: transform)
        basic.duration = 1.0
        basic.fillMode = CAMediaTimingFillMode.forwards
        basic.repeatCount = HUGE
        basic.autoreverses = true
        basic.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        basic.isRemovedOnCompletion = false
        return basic
    }
}
