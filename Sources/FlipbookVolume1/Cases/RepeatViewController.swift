import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 12 (§ 2.3.1, Fig 2.10): `setAnimationRepeatAutoreverses` — the button moves 300 points down and, with
/// autoreversing on, comes back up. The book gives neither duration nor repeat count for the figure: 1 s and one
/// repetition here (`repeatCount` 1, `autoreverses` as given). With autoreversing off and a repeat count of 2, the
/// second run starts again from the top instead of coming back (the book's statement, tested).
final class RepeatViewController: LoginViewController {
    private let repeatCount: Float
    private let repeatAutoreverses: Bool

    init(repeatCount: Float, repeatAutoreverses: Bool) {
        self.repeatCount = repeatCount
        self.repeatAutoreverses = repeatAutoreverses
        super.init(loginButtonX: 20)
    }

    required init?(coder: NSCoder) {
        repeatCount = 1
        repeatAutoreverses = true
        super.init(coder: coder)
    }

    override func viewWillAppear(_ animated: Bool) {
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(1) // 动画周期设置
        UIView.setAnimationRepeatCount(repeatCount)
        UIView.setAnimationRepeatAutoreverses(repeatAutoreverses)
        loginButton!.transform = CGAffineTransform(translationX: 0, y: 300)
        UIView.commitAnimations() // 动画提交
    }
}
