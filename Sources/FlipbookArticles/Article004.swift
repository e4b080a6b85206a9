import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit

extension Articles {
    /// Article 004, "CALayer 动画学习（译）": Case D-1 in the article's three stages — its two failing versions of
    /// `LZMLayer` (D-1-1, D-1-2) and the final one (D-1).
    static let article004: [Scene] = [d1Stage1, d1Stage2, d1]

    /// The part of the screen the loader moves in: the layer's frame (157, 268, 100, 100), the corners it turns
    /// out and the stack below it.
    private static let loaderCanvas = CGRect(x: 107, y: 238, width: 200, height: 210)
    /// The spins' sample times: the wave rising (0 … 0.5 s), square 0 at its half turn (1 s), the wave coming back
    /// (1.25, 1.5 s) and square 0 home (2 s) while square 5 is still reversing.
    private static let spinTimes: [CFTimeInterval] = [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2]

    /// E23, in each stage's notes.
    private static let anchorPointNote = """
        The article says a layer's anchorPoint is (0, 0) by default (E23); it is (0.5, 0.5) on Apple platforms and \
        in Flipbook, so its anchor helper leaves each square where it is: frame (0, 0, 100, 100), position (50, 50).
        """

    /// D-1-1: Parts 1–2 as first run — `LZMLayer` a `CALayer` without the tilt: the squares lie flat on the screen,
    /// one on top of the other, their spins showing only as the darker corners turning out from under the white one.
    private static let d1Stage1 = loaderScene(
        id: "D-1-1", section: "Part 2: the first run",
        title: "Stacked squares, stage 1: a CALayer, no tilt", chineseTitle: "位置是对的，角度却错了",
        layer: { LZMFlatLayer(withNumberOfItems: 6, tiltsParent: false) },
        notes: """
        The article's first version: `LZMLayer` subclasses `CALayer` and its initialiser does not call \
        `rotateParentLayer` yet ("the layers are placed right, but the angle is wrong"). The six squares coincide; \
        the white one (zPosition 0) is drawn over the others. \(anchorPointNote)
        """
    )

    /// D-1-2: the tilt added to the `CALayer` version: one flat picture of the coinciding squares, tilted back 60°.
    private static let d1Stage2 = loaderScene(
        id: "D-1-2", section: "Part 3: still wrong",
        title: "Stacked squares, stage 2: a tilted CALayer", chineseTitle: "还是没用：CALayer 不能呈现深度",
        layer: { LZMFlatLayer(withNumberOfItems: 6, tiltsParent: true) },
        notes: """
        `rotateParentLayer(toDegree: 60)` added after `centerInSuperlayer()`, `LZMLayer` still a `CALayer`: a plain \
        layer flattens its sublayers into its plane (their zPositions only order them), so the tilt turns one flat \
        picture — the squares still coincide, seen as one trapezoid. \(anchorPointNote)
        """
    )

    /// D-1: the final `LZMLayer`, a `CATransformLayer`: six squares 20 points apart in depth, tilted back 60° in
    /// perspective, spinning half a turn and back one after the other.
    private static let d1 = loaderScene(
        id: "D-1", section: "Part 3: CATransformLayer",
        title: "Stacked spinning squares in a CATransformLayer", chineseTitle: "CATransformLayer：支持深度的呈现",
        layer: { LZMLayer(withNumberOfItems: 6) },
        notes: """
        The article's final code. Square k (front to back) is white at brightness 1 − 0.1 k, at zPosition −20 k, \
        and its spin begins at 0.1 k s (`beginTime = convertTime(CACurrentMediaTime(), to: nil) + 0.1 k`, media \
        time 0 when `viewDidLoad` runs); the spin to `CATransform3DRotate(m34 = −1/500, π, 0, 0, 1)` interpolates \
        as Core Animation does (decomposed: the rotation by slerp, here +π about z, the m34 linearly, which does \
        nothing to a square's own plane). \(anchorPointNote)
        """
    )

    /// A stage of D-1: the article's view controller showing the loader `layer` makes, on the loader's canvas at the
    /// spins' sample times.
    private static func loaderScene(id: String, section: String, title: String, chineseTitle: String,
                                    layer: @escaping @Sendable () -> any StackedSquaresLayer, notes: String) -> Scene {
        Scene(id: id, origin: .article(number: 4, section: section), title: title, chineseTitle: chineseTitle,
              canvas: loaderCanvas, sampleTimes: spinTimes, notes: notes,
              viewController: { StackedSquaresViewController(layer: layer()) })
    }
}
