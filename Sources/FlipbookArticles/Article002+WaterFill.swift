import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

// MARK: B-9: the water-fill mask (§6)

extension Articles {
    /// B-9: green fills a grey head from its top-left and bottom-right corners through a mask of two moving circles.
    static let b9 = Scene(
        id: "B-9", origin: .article(number: 2, section: "§6 Water fill with a mask"),
        title: "Water-fill mask", chineseTitle: "使用CALayer的Mask实现注水动画效果",
        canvas: CGRect(x: 162, y: 170, width: 90, height: 90), sampleTimes: [0, 0.5, 1, 1.5, 1.9, 2],
        notes: """
        The article's code for the mask and the animation, as printed. It gives neither the heads' pictures nor \
        their size nor the value of `duration`: the heads are 30 × 30 points at (192, 200) — the square the mask's \
        circles (radius 15, from (−5, −5) and (35, 35) to (10, 10) and (20, 20)) span — drawn as stand-ins (grey \
        and green avatar tiles with a white silhouette); `duration` is 2 s, and the animation starts in \
        `viewDidAppear` (at 0 s). The circles already cover the corners at 0 s (their centres are 7 points outside). \
        The top-left circle has opacity 0.8, so its part of the green shows at 80 % over the grey; the animations \
        have no fill mode, so at 2 s they are removed and the mask is back at the corners.
        """,
        viewController: { WaterFillViewController() }
    )
}
