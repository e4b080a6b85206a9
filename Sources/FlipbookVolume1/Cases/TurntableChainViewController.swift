import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 15 (§ 2.3.3): the turntable turns without end by chained stop callbacks — each 0.1 s animation to the next
/// quarter turn names `animationEnd` as its stop selector, which starts the next. (One 3600° animation would not
/// turn at all: its end state equals its start state.) The first callback sets `index` 1, the angle the first
/// animation already reached, so the first quarter turn is held for one period.
final class TurntableChainViewController: TurntableViewController {
    override func viewWillAppear(_ animated: Bool) {
        // CGAffineTransform: 旋转
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDelegate(self)
        UIView.setAnimationDidStop(Selector(TurntableChainViewController.animationEnd))
        UIView.setAnimationDuration(0.1) // 动画周期设置
        let angle: CGFloat = CGFloat(M_PI_2)
        imageView!.transform = CGAffineTransform(rotationAngle: angle)
        UIView.commitAnimations() // 动画提交
    }

    func animationEnd() {
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDelegate(self)
        UIView.setAnimationDidStop(Selector(TurntableChainViewController.animationEnd))
        UIView.setAnimationDuration(0.1) // 动画周期设置
        let angleStart: CGFloat = CGFloat(M_PI_2)
        index += 1
        let angle: CGFloat = CGFloat(index) * angleStart
        imageView!.transform = CGAffineTransform(rotationAngle: angle)
        UIView.commitAnimations()
    }
}
