import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Volume2 {
    /// Volume 2, chapter 12 (CAReplicatorLayer): Cases 51–52.
    static let chapter12: [Scene] = [case51, case52]

    /// Case 51: the earth circles the sun in 10 s, trailed by its replicator copies, 0.2 s (7.2°) apart.
    private static let case51 = Scene(
        id: "case-51", origin: .book(volume: 2, chapter: 12, section: "12.2"), title: "Star revolution with CAReplicatorLayer",
        chineseTitle: "恒星旋转动画实现", sampleTimes: [0, 1, 5, 10, 20],
        notes: """
        `background.jpg`, `earth.png` and `sun.png` are stand-ins; the book's `background.jpg` is a starry sky, not \
        article 002's pattern tile of the same name: the scene runs in the book's app (`StandIn.App.book`). Copy k \
        of the earth runs k × 0.2 s behind (7.2° of the 10 s orbit); copies not yet started sit at the earth's model \
        place, the orbit's start (angle 0, right of the sun), under the moving ones. By 20 s copies k and k + 50 \
        coincide: a ring of 50 earths. The 100 sun copies coincide. `instanceCount` and `instanceDelay` are set in \
        `viewWillAppear`, so their implicit animations (0.25 s) run first, as on iOS.
        """,
        viewController: { StarRevolutionViewController() }
    )

    /// Case 52: 20 red bars, 20 points apart, bob in a black box one after another, 0.2 s apart.
    private static let case52 = Scene(
        id: "case-52", origin: .book(volume: 2, chapter: 12, section: "12.3"), title: "Volume bars with CAReplicatorLayer",
        chineseTitle: "音量跳动动画效果", canvas: CGRect(x: 0, y: 0, width: 414, height: 220),
        sampleTimes: [0, 0.5, 1, 2, 3, 4, 4.25],
        notes: """
        Bar i (x = 14 + 20 i) shows the animation 0.2 i s late and is hidden until it starts (its model place, y \
        200…300, lies below the replicator's clipped bottom edge). The prose says the bars "do not return", the code \
        autoreverses: the code is followed, so each visible bar grows from 50 to 70 points and back every second.
        """,
        viewController: { VolumeBarsViewController() }
    )
}
