import FlipbookGraphics
import FlipbookScenes
import Foundation

extension Volume1 {
    /// Volume 1, chapter 1 (the login button flies in): Cases 1–2.
    static let chapter1: [Scene] = [
        Scene(id: "case-1", origin: .book(volume: 1, chapter: 1, section: "1.2"),
              title: "Login button fly-in, closure form", chineseTitle: "登录按钮移动动画效果：闭包形式",
              canvas: loginBand, sampleTimes: [0, 1.0 / 3, 0.5, 2.0 / 3, 1], notes: flyInNotes,
              viewController: { LoginFlyInClosureViewController(loginButtonX: -394) }),
        Scene(id: "case-2", origin: .book(volume: 1, chapter: 1, section: "1.3"),
              title: "Login button fly-in, method form", chineseTitle: "登录按钮移动动画效果：方法形式",
              canvas: loginBand, sampleTimes: [0, 1.0 / 3, 0.5, 2.0 / 3, 1],
              notes: "The same frames as Case 1: `beginAnimations`/`commitAnimations` default to the same curve. " + flyInNotes,
              viewController: { LoginFlyInMethodViewController(loginButtonX: -394) }),
    ]

    /// The choice Table 1.1 needs (seed contradictions E1 and S-41).
    private static let flyInNotes = """
    UIKit's default curve is ease-in-ease-out, and Flipbook follows Apple: x = −394, −298.0, −187, −76.0, 20 at \
    0, ⅓, ½, ⅔, 1 s, and −340.5, −187, −33.5, 20 at Table 1.1's 0.25, 0.5, 0.75, 1 s. The table's evenly spaced \
    −394, −256, −118, 20 are the book's linear reading sampled at 0, ⅓, ⅔, 1 s (E1); only the middle and the end \
    agree with Apple's curve. The login background is the stand-in `login.png`.
    """
}
