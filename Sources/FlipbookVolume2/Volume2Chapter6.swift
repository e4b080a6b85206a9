import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Volume2 {
    /// Volume 2, chapter 6 (CABasicAnimation on the login button): Cases 25–35.
    static let chapter6: [Scene] = [
        loginButtonCase(25, section: "6.3.1", title: "Position animation with toValue", chineseTitle: "位置动画",
                        canvas: movingDown) { loginButton in
            let animation: CABasicAnimation = CABasicAnimation()
            animation.keyPath = "position"
            let positionX: CGFloat = loginButton.frame.origin.x + 0.5 * loginButton.frame.size.width
            let positionY: CGFloat = loginButton.frame.origin.y + 0.5 * loginButton.frame.size.height + 100
            animation.toValue = NSValue(cgPoint: CGPoint(x: positionX, y: positionY))
            return animation
        },
        loginButtonCase(26, section: "6.3.1", title: "Position animation with byValue", chineseTitle: "位置动画：byValue 属性",
                        canvas: movingDown) { _ in
            let animation: CABasicAnimation = CABasicAnimation()
            animation.keyPath = "position"
            animation.byValue = NSValue(cgPoint: CGPoint(x: -20, y: 100))
            return animation
        },
        loginButtonCase(27, section: "6.3.2", title: "Scale animation (transform.scale.x)", chineseTitle: "缩放动画") { _ in
            let animation = CABasicAnimation()
            animation.keyPath = "transform.scale.x"
            animation.fromValue = 1.0
            animation.toValue = 0.8
            return animation
        },
        loginButtonCase(28, section: "6.3.3", title: "Rotation animation (transform.rotation)", chineseTitle: "旋转动画",
                        canvas: CGRect(x: 0, y: 60, width: 414, height: 390)) { _ in
            let animation = CABasicAnimation()
            animation.keyPath = "transform.rotation"
            animation.toValue = 3.14 / 2
            return animation
        },
        loginButtonCase(29, section: "6.3.4", title: "Translation animation (transform.translation.y)", chineseTitle: "位移动画",
                        canvas: movingDown) { _ in
            let animation = CABasicAnimation()
            animation.keyPath = "transform.translation.y"
            animation.toValue = 100
            return animation
        },
        loginButtonCase(30, section: "6.3.5", title: "Corner radius animation", chineseTitle: "圆角动画") { _ in
            let animation = CABasicAnimation()
            animation.keyPath = "cornerRadius"
            animation.toValue = 15
            return animation
        },
        loginButtonCase(31, section: "6.3.6", title: "Border width animation", chineseTitle: "边框动画") { loginButton in
            loginButton.layer.borderColor = UIColor.gray.cgColor
            loginButton.layer.cornerRadius = 10.0
            let animation = CABasicAnimation()
            animation.keyPath = "borderWidth"
            animation.toValue = 10
            return animation
        },
        loginButtonCase(32, section: "6.3.7", title: "Background colour animation", chineseTitle: "颜色渐变动画") { _ in
            let animation = CABasicAnimation()
            animation.keyPath = "backgroundColor"
            animation.fromValue = UIColor.green.cgColor
            animation.toValue = UIColor.red.cgColor
            return animation
        },
        loginButtonCase(33, section: "6.3.7", title: "Border colour animation", chineseTitle: "边框颜色渐变动画") { loginButton in
            loginButton.layer.borderWidth = 5
            let animation = CABasicAnimation()
            animation.keyPath = "borderColor"
            animation.fromValue = UIColor.green.cgColor
            animation.toValue = UIColor.cyan.cgColor
            return animation
        },
        loginButtonCase(34, section: "6.3.8", title: "Fade-in via opacity", chineseTitle: "淡入淡出动画",
                        notes: """
                        The book sets `fromValue = UIColor.green.cgColor` on the scalar key `opacity` (seed error E7). \
                        Core Animation cannot interpolate a colour with a number, so the scene follows the book's \
                        stated intent ("the button starts hidden and gradually appears") with `fromValue = 0`.
                        """) { _ in
            let animation = CABasicAnimation()
            animation.keyPath = "opacity"
            animation.fromValue = 0.0
            animation.toValue = 1.0
            return animation
        },
        loginButtonCase(35, section: "6.3.9", title: "Shadow offset animation", chineseTitle: "阴影渐变动画",
                        notes: "The shadow starts at Core Animation's default offset (0, −3) with radius 3 (not in the seeds).") { loginButton in
            loginButton.layer.shadowColor = UIColor.red.cgColor
            loginButton.layer.shadowOpacity = 0.5
            let animation = CABasicAnimation()
            animation.keyPath = "shadowOffset"
            animation.toValue = NSValue(cgSize: CGSize(width: 10, height: 10))
            return animation
        },
    ]

    /// The canvas of the cases whose button moves 100 points down: from the button's top (230) to its final bottom (380).
    private static let movingDown = CGRect(x: 0, y: 200, width: 414, height: 200)
    /// The canvas of the cases whose button stays in place: the button (230…280) with a margin.
    private static let inPlace = CGRect(x: 0, y: 200, width: 414, height: 110)

    /// A Case 25–35 scene on ``LoginButtonAnimationViewController``: `animation` is the case's own lines of
    /// `viewWillAppear` (set the layer up, make the `CABasicAnimation`). Sampled at the start, the middle and the end
    /// (0, 1, 2 s).
    private static func loginButtonCase(
        _ number: Int, section: String, title: String, chineseTitle: String, canvas: CGRect = inPlace, notes: String = "",
        animation: @escaping @Sendable (UIButton) -> CABasicAnimation
    ) -> Scene {
        Scene(id: "case-\(number)", origin: .book(volume: 2, chapter: 6, section: section), title: title,
              chineseTitle: chineseTitle, canvas: canvas, sampleTimes: [0, 1, 2], notes: notes,
              viewController: { LoginButtonAnimationViewController(animation: animation) })
    }
}
