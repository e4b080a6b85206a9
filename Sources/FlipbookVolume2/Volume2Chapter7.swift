import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Volume2 {
    /// Volume 2, chapter 7 (CAKeyframeAnimation and CAAnimationGroup): Cases 36–39.
    static let chapter7: [Scene] = [case36, case37, case38, case39]

    /// Case 36: a red view fades out through seven opacity keyframes over 10 s.
    private static let case36 = Scene(
        id: "case-36", origin: .book(volume: 2, chapter: 7, section: "7.2"), title: "Keyframe opacity fade-out",
        chineseTitle: "CAKeyframeAnimation 淡出动画效果", canvas: CGRect(x: 80, y: 80, width: 240, height: 240),
        sampleTimes: [0, 10.0 / 6, 10.0 / 3, 5, 20.0 / 3, 25.0 / 3, 10],
        notes: "Sampled on the seven keyframes (evenly spaced, 10/6 s apart): opacity 0.95, 0.90, 0.88, 0.85, 0.35, 0.05, 0.",
        viewController: { KeyframeFadeViewController() }
    )

    /// Case 37: the plane flies along a straight path from (50, 50) to (300, 50).
    private static let case37 = Scene(
        id: "case-37", origin: .book(volume: 2, chapter: 7, section: "7.3"), title: "Keyframe path: straight line",
        chineseTitle: "CAKeyframeAnimation 任意路径动画", canvas: CGRect(x: 0, y: 0, width: 414, height: 110),
        sampleTimes: [0, 1, 2],
        notes: "`Plane.png` is a stand-in. At t = 0 the plane jumps from its model centre (75, 75) to the path's start (50, 50).",
        viewController: {
            let pathLine: CGMutablePath = CGMutablePath()
            pathLine.move(to: CGPoint(x: 50, y: 50))
            pathLine.addLine(to: CGPoint(x: 300, y: 50))
            return PlanePathViewController(pathLine: pathLine)
        }
    )

    /// Case 38: the plane flies from (50, 50) to the circle's start point (350, 200), then once around the circle
    /// of radius 150 about (200, 200).
    private static let case38 = Scene(
        id: "case-38", origin: .book(volume: 2, chapter: 7, section: "7.3"), title: "Keyframe path: line and circle",
        chineseTitle: "CAKeyframeAnimation 任意路径动画（直线 + 圆形）", canvas: CGRect(x: 0, y: 0, width: 414, height: 390),
        sampleTimes: [0, 0.2, 0.4, 0.8, 1.2, 1.6, 2],
        notes: """
        The book's code builds the arc into `pathLine` but assigns the empty `pathArc`, and ends the arc at π/2 while \
        the prose and Fig 7.3–7.4 describe a full circle (seed error E8). The scene follows the prose and the figure: \
        one path, line then a full circle (end angle 2π, `clockwise: false`, which turns clockwise on the y-down \
        screen). Each path element is one keyframe (line, four arc quarters: 0.4 s each), so the first three \
        samples are on the line and the next three on the circle, as in Fig 7.4; the last, at 2 s, shows the plane \
        held back at the circle's start point (350, 200).
        """,
        viewController: {
            let pathLine: CGMutablePath = CGMutablePath()
            pathLine.move(to: CGPoint(x: 50, y: 50))
            pathLine.addArc(center: CGPoint(x: 200, y: 200), radius: 150, startAngle: 0, endAngle: 2 * CGFloat.pi,
                            clockwise: false)
            return PlanePathViewController(pathLine: pathLine)
        }
    )

    /// Case 39: the login button spins half a turn while shrinking to nothing and moving to the top right.
    private static let case39 = Scene(
        id: "case-39", origin: .book(volume: 2, chapter: 7, section: "7.4"), title: "CAAnimationGroup login-button exit",
        chineseTitle: "CAAnimationGroup 组合动画效果", canvas: CGRect(x: 0, y: 0, width: 414, height: 330),
        sampleTimes: [0, 0.4, 0.8, 1.2, 1.6, 2],
        notes: """
        At t = 1 s: rotated 90°, scale 0.5, centre (315.5, 140); at 2 s the scale is 0 and the button is gone. The \
        canvas reaches y = 330 because the turning button's lower corner comes down to y ≈ 313 at 0.38 s.
        """,
        viewController: { AnimationGroupViewController() }
    )
}
