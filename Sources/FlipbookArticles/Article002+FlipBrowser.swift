import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Articles {
    /// B-28: an aspect-fit image view under the status bar pages through `"0.jpg"` … `"4.jpg"`, flipping from the
    /// right to the next picture and from the left to the previous one, in 1 s, linearly.
    static let b28 = browserScene(
        id: "B-28", section: "§8 UIView转场动画", title: "UIView flip transition browser",
        sampleTimes: [0, 0.25, 0.5, 0.75, 1, 1.75, 2.25, 3.25, 4],
        notes: """
        Pictures 0 → 1 → 2 → 1; half way (0.5 s, 2 s, 3.5 s) the flip is edge-on and nothing shows, so the second \
        and third flips are sampled a quarter before and after it. `applicationFrame` is the screen less the 20-point status bar, (0, 20, 414, 716). \
        `"0.jpg"` … `"4.jpg"` are article 002's own stand-ins (the numbered slides).
        """,
        viewController: { FlipBrowserViewController() })
}

/// B-28's `KCMainViewController`: an aspect-fit image view the size of the application frame; a left swipe
/// flips from the right to the next of five pictures, a right swipe from the left to the previous one.
final class FlipBrowserViewController: SwipeBrowserViewController {
    /// The number of pictures (`IMAGE_COUNT`).
    static let imageCount = 5

    /// The index of the picture shown.
    private(set) var currentIndex = 0

    init() {
        super.init(firstImageName: "0.jpg")
    }

    /// The application frame: the screen below the status bar.
    override var imageFrame: CGRect { UIScreen.main.applicationFrame }

    required init?(coder: NSCoder) { nil }

    /// The article's `transitionAnimation:`: a 1 s linear flip from the right (next) or the left (previous).
    override func transitionAnimation(_ isNext: Bool) {
        let option: UIView.AnimationOptions = isNext ? [.curveLinear, .transitionFlipFromRight]
                                                     : [.curveLinear, .transitionFlipFromLeft]
        UIView.transition(with: imageView, duration: 1.0, options: option, animations: {
            self.imageView.image = self.getImage(isNext)
        }, completion: nil)
    }

    /// The next or previous picture, `"\(index).jpg"`, the index wrapping modulo 5.
    func getImage(_ isNext: Bool) -> UIImage? {
        if isNext {
            currentIndex = (currentIndex + 1) % Self.imageCount
        } else {
            currentIndex = (currentIndex - 1 + Self.imageCount) % Self.imageCount
        }
        return UIImage(named: "\(currentIndex).jpg")
    }
}
