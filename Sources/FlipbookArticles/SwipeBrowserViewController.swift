import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

/// What article 002's two image browsers (B-23, B-28) share: an aspect-fit image view showing a first picture, a
/// left swipe recognizer asking for the next picture and a right one for the previous
/// (``transitionAnimation(_:)``, which each browser overrides with its own transition).
class SwipeBrowserViewController: UIViewController {
    /// The image view showing the picture.
    let imageView = UIImageView()
    private let firstImageName: String

    /// A browser whose image view shows `firstImageName`.
    init(firstImageName: String) {
        self.firstImageName = firstImageName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        imageView.frame = imageFrame
        imageView.image = UIImage(named: firstImageName)
        imageView.contentMode = .scaleAspectFit
        view.addSubview(imageView)
        let leftSwipeGesture = UISwipeGestureRecognizer(target: self, action: Selector(SwipeBrowserViewController.leftSwipe))
        leftSwipeGesture.direction = .left
        view.addGestureRecognizer(leftSwipeGesture)
        let rightSwipeGesture = UISwipeGestureRecognizer(target: self, action: Selector(SwipeBrowserViewController.rightSwipe))
        rightSwipeGesture.direction = .right
        view.addGestureRecognizer(rightSwipeGesture)
    }

    /// The image view's frame: the controller's view's bounds, unless a browser says otherwise.
    var imageFrame: CGRect { view.bounds }

    /// A left swipe: the next picture.
    func leftSwipe(_ gesture: UISwipeGestureRecognizer) {
        transitionAnimation(true)
    }

    /// A right swipe: the previous picture.
    func rightSwipe(_ gesture: UISwipeGestureRecognizer) {
        transitionAnimation(false)
    }

    /// Shows the next (`isNext`) or previous picture with the browser's transition; subclasses override it.
    func transitionAnimation(_ isNext: Bool) {}
}

extension Articles {
    /// The swipes of the image browsers B-23 and B-28: two to the left (next picture), then one to the right
    /// (previous).
    static let browserSwipes: [(time: CFTimeInterval, isNext: Bool)] = [(0, true), (1.5, true), (3, false)]

    /// A scene of one of article 002's image browsers, swiped as ``browserSwipes`` says.
    static func browserScene(id: String, section: String, title: String,
                             canvas: CGRect = CGRect(origin: .zero, size: Scene.screenSize),
                             sampleTimes: [CFTimeInterval], notes: String,
                             viewController: @escaping @Sendable () -> SwipeBrowserViewController) -> Scene {
        Scene(id: id, origin: .article(number: 2, section: section), title: title, chineseTitle: "转场动画",
              canvas: canvas, sampleTimes: sampleTimes,
              notes: """
              Swipes: left at 0 s and 1.5 s, right at 3 s (each 220 points across the middle of the screen). \(notes)
              """,
              viewController: viewController) { stage in
            // Across the middle of the screen, from x = 320 to x = 100 (left) or back (right), at y = 368.
            let (right, left) = (CGPoint(x: 320, y: 368), CGPoint(x: 100, y: 368))
            for swipe in browserSwipes {
                stage.swipe(from: swipe.isNext ? right : left, to: swipe.isNext ? left : right, time: swipe.time)
            }
        }
    }
}
