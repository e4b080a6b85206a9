import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Volume4 {
    /// Volume 4, chapter 15 (CATransition): Case 55's two figures, Case 56's eleven.
    static let chapter15: [Scene] = case55 + case56

    /// When the "Next" button is tapped, and the sample times: the 2 s transition from its start to its end.
    private static let transitionTapTime: CFTimeInterval = 0
    private static let transitionSampleTimes: [CFTimeInterval] = [0, 0.5, 1, 1.5, 2]

    /// What every scene of the chapter shares, for its notes.
    private static let viewerNotes = """
        `1.jpg` and `2.jpg` are stand-ins (300 × 400 covers with a numeral) that fill the 300 × 400 image view at \
        the centre, (57, 168) … (357, 568). The storyboard's button (geometry not given) is a system button \
        "Next" at (157, 600, 100, 44), tapped at 0 s: `animationBegin` shows `2.jpg` and adds a 2 s \
        `CATransition` to the whole view's layer (`self.view.layer`, the button included). No timing function is \
        set: the progress is linear in time, half-way at 1 s; from 2 s the view shows its new state.
        """

    /// Case 55: the book's image viewer, `oglFlip` (Fig 15.1), then with `kCATransitionFromRight` (Fig 15.2).
    private static let case55: [Scene] = [
        viewerScene(id: "case-55-1", section: "15.2", type: CATransitionType(rawValue: "oglFlip"),
                    title: "CATransition image viewer: oglFlip (Fig 15.1)", chineseTitle: "基于 CATransition 的图片查看器",
                    notes: "No subtype: the flip turns about the vertical axis as from the left (`nil` reads as `fromLeft`)."),
        viewerScene(id: "case-55-2", section: "15.2", type: CATransitionType(rawValue: "oglFlip"), subtype: .fromRight,
                    title: "CATransition image viewer: oglFlip from the right (Fig 15.2)",
                    chineseTitle: "基于 CATransition 的图片查看器（kCATransitionFromRight）",
                    notes: "`animation.subtype = kCATransitionFromRight`: the flip turns the other way."),
    ]

    /// Case 56: one figure per type, Figs 15.3–15.13 in the book's order, each with Case 55's set-up and no subtype.
    private static let case56: [Scene] = [
        (3, "cube", "cube 立方体效果"), (4, "suckEffect", "suckEffect 收缩效果"), (5, "rippleEffect", "rippleEffect 滴水效果"),
        (6, "pageUnCurl", "pageUnCurl 向下翻页"), (7, "pageCurl", "pageCurl 向上翻页"),
        (8, "cameraIrisHollowOpen", "cameraIrisHollowOpen 相机打开"),
        (9, "cameraIrisHollowClose", "cameraIrisHollowClose 相机关闭"), (10, "fade", "kCATransitionFade 淡化"),
        (11, "push", "kCATransitionPush 推送效果"), (12, "reveal", "kCATransitionReveal 揭开效果"),
        (13, "moveIn", "kCATransitionMoveIn 进入效果"),
    ].map { figure, type, chineseTitle in
        viewerScene(id: figure < 10 ? "case-56-0\(figure)" : "case-56-\(figure)", section: "15.3",
                    type: CATransitionType(rawValue: type), title: "Transition \(type) (Fig 15.\(figure))",
                    chineseTitle: chineseTitle,
                    notes: "No subtype (the book sets none beyond Case 55's set-up): directional types read it as `fromLeft`.")
    }

    /// The scene `id` of the image viewer with a transition of `type` and `subtype`.
    private static func viewerScene(id: String, section: String, type: CATransitionType,
                                    subtype: CATransitionSubtype? = nil, title: String, chineseTitle: String,
                                    notes: String) -> Scene {
        Scene(
            id: id, origin: .book(volume: 4, chapter: 15, section: section), title: title, chineseTitle: chineseTitle,
            sampleTimes: transitionSampleTimes, notes: viewerNotes + " " + notes,
            viewController: { ImageViewerViewController(type: type, subtype: subtype) },
            script: { stage in stage.tap(at: CGPoint(x: 207, y: 622), time: transitionTapTime) }
        )
    }
}
