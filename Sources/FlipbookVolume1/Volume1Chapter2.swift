import FlipbookGraphics
import FlipbookScenes
import Foundation

extension Volume1 {
    /// Volume 1, chapter 2 (UIView's animatable properties, animation settings and callbacks): Cases 3–15.
    static let chapter2: [Scene] = [
        Scene(id: "case-3", origin: .book(volume: 1, chapter: 2, section: "2.2.1"), title: "Position animation (center)",
              chineseTitle: "位置动画", canvas: loginBand, sampleTimes: [0, 0.5, 1],
              notes: """
              The button starts where chapter 1 puts it (x −394, centre (−207, 255)), as the section says ("refer to \
              chapter 1"); the centre passes (0, 255) at 0.5 s and ends at (207, 255). The `print` after the commit \
              shows the model value, (207.0, 255.0) (Linux Foundation writes it `CGPoint(x: 207.0, y: 255.0)`).
              """,
              viewController: { PositionViewController(loginButtonX: -394) }),
        Scene(id: "case-4", origin: .book(volume: 1, chapter: 2, section: "2.2.2"), title: "Geometric-shape animation (bounds)",
              chineseTitle: "几何形状动画", canvas: loginBand, sampleTimes: [0, 0.5, 1],
              notes: onScreenNotes + " 374 × 50 → 317.9 × 55 at 0.5 s → 261.8 × 60, the centre fixed at (207, 255). " + titleLayoutNotes,
              viewController: { GeometricShapeViewController() }),
        Scene(id: "case-5", origin: .book(volume: 1, chapter: 2, section: "2.2.3"), title: "Position + shape animation (frame)",
              chineseTitle: "位置+形状动画", canvas: loginBand, sampleTimes: [0, 0.5, 1],
              notes: onScreenNotes + " Frame (20, 230, 374, 50) → (10, 230, 317.9, 55) at 0.5 s → (0, 230, 261.8, 60). " + titleLayoutNotes,
              viewController: { PositionAndShapeViewController() }),
        Scene(id: "case-6", origin: .book(volume: 1, chapter: 2, section: "2.2.4"), title: "Fade-in (alpha)",
              chineseTitle: "淡入淡出动画", canvas: loginBand, sampleTimes: [0, 1, 2],
              notes: onScreenNotes + " Alpha 0 → 0.5 at 1 s → 1 at 2 s.",
              viewController: { FadeInViewController() }),
        Scene(id: "case-7", origin: .book(volume: 1, chapter: 2, section: "2.2.5"), title: "Colour change to grey",
              chineseTitle: "颜色渐变动画", canvas: loginBand, sampleTimes: [0, 1, 2],
              notes: onScreenNotes + """
               RGB(50, 185, 170) → RGB(88.75, 156.25, 148.75) at 1 s (component-wise) → `UIColor.gray` (white 0.5).
              """,
              viewController: { ColorChangeViewController() }),
        Scene(id: "case-8", origin: .book(volume: 1, chapter: 2, section: "2.2.6"), title: "Scale animation (transform)",
              chineseTitle: "缩放动画", canvas: loginBand, sampleTimes: [0, 0.5, 1],
              notes: onScreenNotes + " Scale (0.85, 1.1) at 0.5 s, (0.7, 1.2) at 1 s, about the centre (207, 255).",
              viewController: { ScaleViewController() }),
        Scene(id: "case-9", origin: .book(volume: 1, chapter: 2, section: "2.2.7"), title: "Rotation animation (transform)",
              chineseTitle: "旋转动画", canvas: CGRect(x: 0, y: 100, width: 414, height: 310), sampleTimes: [0, 0.5, 1],
              notes: onScreenNotes + " 22.5° at 0.5 s, 45° at 1 s, clockwise on the y-down screen.",
              viewController: { RotationViewController() }),
        Scene(id: "case-10", origin: .book(volume: 1, chapter: 2, section: "2.2.8"), title: "Translation animation (transform)",
              chineseTitle: "位移动画", canvas: movingDown, sampleTimes: [0, 0.5, 1],
              notes: onScreenNotes + """
               The code's `translationX: 0, y: 300` is followed, not the prose's "−20 in x, +100 in y" (E3): offset \
              (0, 150) at 0.5 s, (0, 300) at 1 s (the button at y 530…580).
              """,
              viewController: { TranslationViewController() }),
        Scene(id: "case-11", origin: .book(volume: 1, chapter: 2, section: "2.2.9"), title: "Combined animation on tap",
              chineseTitle: "组合动画效果", canvas: CGRect(x: 0, y: 0, width: 414, height: 330), sampleTimes: [0, 1.5, 2, 2.5, 3],
              notes: """
              The button is tapped at 1 s (`touchUpInside` → `loginAction`); over 2 s it turns 180°, its frame goes \
              to (400, 0) at a tenth of its size and it fades out, vanishing at the top-right corner at 3 s. Setting \
              `frame` while `transform` is not the identity is undefined in UIKit; Flipbook sets the frame as UIKit \
              does, through the centre and the bounds of the untransformed view.
              """ + " " + titleLayoutNotes,
              viewController: { CombinedTapViewController() },
              script: { stage in stage.tap(at: CGPoint(x: 207, y: 255), time: 1) }),
        Scene(id: "case-12", origin: .book(volume: 1, chapter: 2, section: "2.3.1"), title: "Repeat and autoreverse",
              chineseTitle: "setAnimationRepeatAutoreverses", canvas: movingDown, sampleTimes: [0, 0.4, 0.8, 1.2, 1.6, 2],
              notes: """
              Fig 2.10's six frames: down 300 points and back up. The book gives no duration or count for the \
              figure: 1 s and `setAnimationRepeatCount(1)` here. At 2 s the animation is over and the button shows \
              its model value, 300 points down, as UIKit does after an autoreversed animation.
              """,
              viewController: { RepeatViewController(repeatCount: 1, repeatAutoreverses: true) }),
        Scene(id: "case-13", origin: .book(volume: 1, chapter: 2, section: "2.3.2"), title: "Stop callback via the delegate",
              chineseTitle: "delegate 回调方法", canvas: loginBand, sampleTimes: [0, 0.5, 1],
              notes: onScreenNotes + """
               The book says the delegate's `animationDidStop(_:finished:)` prints "animation stop!" at 1 s; UIKit \
              sends an animation block's delegate only the will-start and did-stop selectors set for it (none here), \
              so nothing is printed, as Case 14's selector shows the working form.
              """,
              viewController: { StopDelegateViewController() }),
        Scene(id: "case-14", origin: .book(volume: 1, chapter: 2, section: "2.3.2"), title: "Stop callback via a selector",
              chineseTitle: "setAnimationDidStopSelector 自定义回调方法", canvas: loginBand, sampleTimes: [0, 0.5, 1],
              notes: onScreenNotes + " `animationEnd` prints \"AnimationEnd!\" at 1 s.",
              viewController: { StopSelectorViewController() }),
        Scene(id: "case-15", origin: .book(volume: 1, chapter: 2, section: "2.3.3"), title: "Lottery turntable by chained callbacks",
              chineseTitle: "抽奖转盘旋转动画效果的简单实现", canvas: turntableSquare, sampleTimes: [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35],
              notes: """
              `turntable.png` is a stand-in, in an image view the size of the screen, aspect fit (§ 3.3's set-up; \
              § 2.3.3 does not give it). Each 0.1 s step ends a quarter turn (ease-in-ease-out); the first callback \
              sets index 1, the angle already reached, so the turntable holds 90° from 0.1 to 0.2 s, then turns on: \
              180° at 0.3 s, 270° at 0.4 s, 900°/s.
              """,
              viewController: { TurntableChainViewController() }),
    ]

    /// The choice every case from § 2.2.2 on needs (seed contradiction E2).
    private static let onScreenNotes = """
    The button starts on screen at (20, 230, 374, 50), as the section's figure shows it, not beyond the left edge \
    as chapter 1's code puts it (E2).
    """

    /// Why the title does not stay centred while the button's size animates.
    private static let titleLayoutNotes = """
    The button lays its title out for the new size in the layout pass after the animation block, outside it, so \
    the title jumps to where the final size centres it while the button's size animates — as on iOS, where the \
    book's code (without `.layoutSubviews` or `layoutIfNeeded()` in the block) shows the same.
    """

    /// The band the button moves down in (y 180…630).
    private static let movingDown = CGRect(x: 0, y: 180, width: 414, height: 450)
}
