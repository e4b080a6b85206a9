import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Articles {
    /// B-23: an aspect-fit image view pages through `"01.png"` … `"08.png"` with the private `cube` transition on
    /// each swipe, from the right for the next picture, from the left for the previous one.
    static let b23 = browserScene(
        id: "B-23", section: "§8 转场动画", title: "Infinite image browser with a cube transition",
        canvas: CGRect(x: 0, y: 100, width: 414, height: 536), sampleTimes: [0, 0.25, 0.5, 0.75, 1, 2, 3.5, 4],
        notes: """
        The index formula as printed skips pictures: from 0, `(i + 1) % 8 + 1` gives 2, 4, 6, 8, 2 … (the odd \
        pictures never show after `"01.png"`), and `(i - 1 + 8) % 8 + 1` gives i back for every i in 1…8, so a right \
        swipe turns the cube to the picture it shows (from `"04.png"` to `"04.png"`). The scene keeps the code. The \
        transition is linear (no timing function). `"01.png"` … `"08.png"` are stand-ins (the numbered tiles).
        """,
        viewController: { CubeBrowserViewController() })
}

/// B-23's `TransitionAnimationVC`: a full-screen aspect-fit image view; a left swipe shows the next picture, a
/// right swipe the previous, each with a 1 s `cube` transition on the image view's layer.
final class CubeBrowserViewController: SwipeBrowserViewController {
    /// The number of pictures (`kImageCount`).
    static let imageCount = 8

    /// The index of the picture shown (0 before the first swipe, which shows `"01.png"`).
    private(set) var currentIndex = 0

    init() {
        super.init(firstImageName: "01.png")
    }

    required init?(coder: NSCoder) { nil }

    /// The article's `transitionAnimtion:` (sic): a 1 s cube from the right (next) or the left (previous).
    override func transitionAnimation(_ flag: Bool) {
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: "cube")
        transition.subtype = flag ? .fromRight : .fromLeft
        transition.duration = 1.0
        imageView.image = getImage(flag)
        imageView.layer.add(transition, forKey: "abc")
    }

    /// The next or previous picture by the article's index formula (which skips pictures, see the scene's notes).
    func getImage(_ flag: Bool) -> UIImage? {
        if flag {
            currentIndex = (currentIndex + 1) % Self.imageCount + 1
        } else {
            currentIndex = (currentIndex - 1 + Self.imageCount) % Self.imageCount + 1
        }
        return UIImage(named: String(format: "0%ld.png", currentIndex))
    }
}
