import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Volume3 {
    /// Volume 3, chapter 14 (Cover Flow): Case 54.
    static let chapter14: [Scene] = [case54]

    /// Case 54: three covers stacked on black spread in 0.5 s into a Cover Flow — the first to the left, turned
    /// so that its left edge comes nearer, the second mirrored on the right, the third upright between them on
    /// top.
    private static let case54 = Scene(
        id: "case-54", origin: .book(volume: 3, chapter: 14, section: "14.2"), title: "Cover Flow",
        chineseTitle: "Cover Flow 3D 效果", canvas: CGRect(x: 0, y: 0, width: 414, height: 480),
        sampleTimes: [0, 0.25, 0.5, 1],
        notes: """
        `1.jpg`, `2.jpg` and `3.jpg` are stand-ins (300 × 400 covers with a numeral, stretched to each view: the \
        seed sets no content mode). Setting `anchorPoint.y = 0` with the frame's position kept moves each view down \
        by half its height: covers 1 and 2 at (100, 225, 200, 250), cover 3 at (100, 250, 300, 200), on top. Each \
        image view's layer flattens its own perspective (`m34` in its `transform`, not a shared \
        `sublayerTransform`), so the three are drawn in order, cover 3 over the others, without depth sorting. \
        At 0.5 s (held after): cover 1's left edge at x ≈ −8.5 (off screen, y 71.8…257.3), its right edge at \
        x ≈ 173.7 (y 52.0…177.9); cover 2 mirrored about x = 200; cover 3 over x 57.5…342.5, y 70…190.
        """,
        viewController: { CoverFlowViewController() }
    )
}
