import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 4 (§ 2.2.2): geometric-shape animation through `bounds` — width × 0.7, height × 1.2 in 1 s about the
/// fixed centre (bounds x, y = 0 do not move the button).
final class GeometricShapeViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        // 几何形状
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(1) // 动画周期设置
        loginButton!.bounds = CGRect(x: 0, y: 0,
                                     width: loginButton!.frame.size.width * 0.7,
                                     height: loginButton!.frame.size.height * 1.2)
        UIView.commitAnimations() // 动画提交
    }
}
