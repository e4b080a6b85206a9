import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Volume4 {
    /// Volume 4, chapter 16 (view transitions): Cases 57 and 58.
    static let chapter16: [Scene] = [case57, case58]

    /// Case 57: a touch pushes a white view controller over the blue one; the delegate's animator slides the white
    /// view up from y = 2 H to 0 in 2 s.
    private static let case57 = Scene(
        id: "case-57", origin: .book(volume: 4, chapter: 16, section: "16.2"),
        title: "Custom navigation push (slide up from the bottom)", chineseTitle: "视图控制器过渡动画代码实现",
        sampleTimes: [0, 0.5, 1, 1.5, 2],
        notes: """
        The app's window shows a `UINavigationController` whose root is the book's `ViewController` (blue, titled \
        "Main Viewcontroller", the navigation controller's delegate). A touch at 0 s (screen centre) pushes \
        `NewViewController` (white, "New Viewcontroller") with `animated: false`; the delegate's `TransitionAnim` runs \
        anyway, as on iOS: it puts the white view at y = 2 H (H = the container's 736) and animates its frame to \
        y = 0 in 2 s, ease in, ease out (UIKit's default curve) — y = H at 1 s, still below the screen, ≈ 190 at \
        1.5 s —, then completes the transition. The translucent bar (y 20 … 64) stays on top; its title cross-fades \
        from "Main Viewcontroller" to "New Viewcontroller" over the animator's 2 s.
        """,
        viewController: { UINavigationController(rootViewController: TransitionMainViewController()) },
        script: { stage in stage.tap(at: CGPoint(x: 207, y: 368), time: 0) }
    )

    /// Case 58: the app's screen blurred at once behind an orange side bar that slides in from the left in 0.5 s
    /// and, from 1.5 s, back out, after which the side bar hides.
    private static let case58 = Scene(
        id: "case-58", origin: .book(volume: 4, chapter: 16, section: "16.3"), title: "Side bar with blurred backdrop",
        chineseTitle: "侧滑栏动画实现", sampleTimes: [0, 0.25, 0.5, 1.5, 1.75, 2],
        notes: """
        The app behind the side bar is not given (Fig 16.3 shows a news app): a stand-in header and five stories \
        with cover thumbnails. `SliderViewController`'s view lies over it, hidden (alpha 0) until shown. The app \
        calls `sliderLeftViewAnimStart()` at 0 s: the key window's root view (the app, the hidden side bar \
        included) is drawn into a 414 × 736 image at scale 1, blurred by a 7 × 7 box (`vImageBoxConvolve_ARGB8888`, \
        edges extended) and shown at once as the backdrop's contents; the panel (−248.4, 0, 248.4, 736), orange \
        RGB(255, 127, 79), slides to x = 0 in 0.5 s, ease in, ease out (UIKit's default curve), its alpha 1 → 0.9: \
        x = −124.2 (−0.3 W) at 0.25 s. `sliderVCDdismiss()` at 1.5 s slides it back by 2 s (x = −124.2 at 1.75 s), \
        and its completion hides the side bar (alpha 0): the app shows sharp again at 2 s.
        """,
        viewController: { SideBarAppViewController() },
        script: { stage in
            let app = stage.viewController as! SideBarAppViewController
            stage.at(0, "the app shows the side bar (sliderLeftViewAnimStart)") { app.slider.sliderLeftViewAnimStart() }
            stage.at(1.5, "the app dismisses the side bar (sliderVCDdismiss)") { app.slider.sliderVCDdismiss() }
        }
    )
}
