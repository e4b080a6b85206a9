import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Volume3 {
    /// Volume 3, chapter 13 (3D rotation): Case 53's five variants, 53a–e.
    static let chapter13: [Scene] = [case53a, case53b, case53c, case53d, case53e]

    /// The part of the screen Case 53 shows: the picture's 400 × 300 frame about the centre (7, 218 … 407, 518),
    /// where 53d's turn reaches (y 131 … 605), and the quarter below and right of the centre 53c moves it to.
    private static let case53Canvas = CGRect(x: 0, y: 120, width: 414, height: 560)

    /// What every variant of Case 53 shares, for its notes.
    private static let case53Notes = """
        `image.jpg` is a stand-in, a 400 × 300 landscape that fills the image view. The 4 s animation is begun in \
        `viewDidLoad` (`UIView.beginAnimations`), with the default ease-in-ease-out curve, half done at 2 s. No \
        variant sets `m34`: the turn is orthographic, it foreshortens without perspective.
        """

    /// Case 53a: the picture turns about its horizontal centre line until it is edge-on at 4 s.
    private static let case53a = case53(
        "a", .xAxis, title: "3D rotation about the x axis", chineseTitle: "绕图层水平 x 中线旋转",
        notes: "Visible height 300 · cos θ: 300 at 0 s, ≈ 212.1 at 2 s (45°), nothing at 4 s (edge-on)."
    )

    /// Case 53b: the picture turns about the diagonal (1, 1, 0) through its centre.
    private static let case53b = case53(
        "b", .diagonal, title: "3D rotation about the xy diagonal", chineseTitle: "沿 xy 对角线旋转",
        notes: "At 4 s (90°) the picture collapses onto the line through its centre along (1, 1), from top left to bottom right."
    )

    /// Case 53c: with the anchor point at the top-left corner, the picture moves so that corner is at the former
    /// centre, then turns about the vertical line through it.
    private static let case53c = case53(
        "c", .leftEdge, title: "3D rotation about the left edge", chineseTitle: "锚点 (0, 0) 绕 y 轴旋转",
        notes: """
        The anchor point (0, 0), set before the animation with the position kept, puts the top-left corner at the \
        former centre (207, 368) from the start: the picture covers (207, 368) … (607, 668), partly off screen; its \
        width shrinks to 0 about its left edge by 4 s.
        """
    )

    /// Case 53d: the picture turns about the axis (1, 1, 1) through its centre.
    private static let case53d = case53(
        "d", .spaceDiagonal, title: "3D rotation about (1, 1, 1)", chineseTitle: "绕 (1, 1, 1) 轴旋转",
        notes: "A quarter turn about (1, 1, 1) leaves the picture facing partly towards the viewer: it is skewed and foreshortened, never edge-on."
    )

    /// Case 53e: `m22 = 0.5` halves the picture's height about its centre.
    private static let case53e = case53(
        "e", .matrixEdit, title: "Direct matrix edit: m22 = 0.5", chineseTitle: "直接修改矩阵 m22", sampleTimes: [0, 2, 4],
        notes: "The height goes from 300 to 225 at 2 s and 150 at 4 s, centred; the width is unchanged."
    )

    /// The scene `case-53<letter>` of `variant`, on Case 53's canvas, with the variants' shared notes and then its
    /// own.
    private static func case53(_ letter: String, _ variant: RotationDemoViewController.Variant, title: String,
                               chineseTitle: String, sampleTimes: [CFTimeInterval] = [0, 1, 2, 3, 4],
                               notes: String) -> Scene {
        Scene(
            id: "case-53\(letter)", origin: .book(volume: 3, chapter: 13, section: "13.3"), title: title,
            chineseTitle: chineseTitle, canvas: case53Canvas, sampleTimes: sampleTimes, notes: case53Notes + " " + notes,
            viewController: { RotationDemoViewController(variant: variant) }
        )
    }
}
