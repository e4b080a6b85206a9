import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Articles {
    /// The times A-13 is tapped: each tap starts a 1 s transition to the next picture.
    static let a13TapTimes: [CFTimeInterval] = [0, 1.5, 3, 4.5, 6, 7.5]

    /// a full-screen layer pages through `"0.jpg"` … `"5.jpg"`; every tap picks a random transition type
    /// and direction.
    static let a13 = Scene(
        id: "A-13", origin: .article(number: 1, section: "CATransition"), title: "Random transition image switcher",
        chineseTitle: "过渡动画", sampleTimes: [0] + a13TapTimes.map { $0 + 0.5 } + [8.5],
        notes: """
        Six taps, 1.5 s apart (0 s … 7.5 s), each sampled half way through its 1 s transition (linear: no timing \
        function), and the end at 8.5 s. The article's \
        `arc4random()` comes from a seeded generator: the seed is one whose six draws show several types, a \
        private one among them. Two of the article's type strings are misspelt — `"movein"` (Apple's is \
        `moveIn`) and `"cameralIrisHollowOpen"` — and iOS falls back to a fade for an unknown type, as Flipbook \
        does. `"0.jpg"` … `"5.jpg"` are article 001's own stand-ins (the numbered slides).
        """,
        viewController: { RandomTransitionViewController(seed: a13Seed) }
    ) { stage in
        for time in a13TapTimes { stage.tap(at: CGPoint(x: 207, y: 368), time: time) }
    }

    /// The seed of A-13's random draws.
    static let a13Seed: UInt64 = 217
}

/// A-13's view controller: a full-screen layer showing `"0.jpg"`; each tap (`touchesEnded`) sets the next of the
/// six pictures as its contents and adds a 1 s transition of a random type and direction.
final class RandomTransitionViewController: UIViewController {
    /// The article's transition types, spelt as it writes them (two are misspelt: iOS fades for those).
    static let animations = [
        "fade", "movein", "push", "reveal", "cube", "oglFlip", "suckEffect", "rippleEffect", "pageCurl",
        "pageUnCurl", "cameralIrisHollowOpen", "cameraIrisHollowClose",
    ]
    /// The article's pictures.
    static let images = ["0.jpg", "1.jpg", "2.jpg", "3.jpg", "4.jpg", "5.jpg"]

    private var random: SeededRandom
    private var currentIndex = 0
    /// The transitions added so far, in order (what each tap drew).
    private(set) var transitions: [CATransition] = []

    /// The full-screen layer the pictures show on.
    lazy var subLayer: CALayer = {
        let subLayer = CALayer()
        subLayer.frame = view.bounds
        subLayer.backgroundColor = UIColor.blue.cgColor
        subLayer.contents = UIImage(named: "0.jpg")?.cgImage
        return subLayer
    }()

    /// A controller whose random draws come from `seed`.
    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.addSublayer(subLayer)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: Self.animations[randomFromAtoB(0, Self.animations.count - 1)])
        transition.subtype = [.fromRight, .fromLeft, .fromTop, .fromBottom][randomFromAtoB(0, 3)]
        transition.duration = 1.0
        currentIndex = (currentIndex + 1) % Self.images.count
        subLayer.contents = UIImage(named: Self.images[currentIndex])?.cgImage
        subLayer.add(transition, forKey: "KCATransitionAnimation")
        transitions.append(transition)
    }

    /// The article's `randomFromAtoB(A, B)`: `A + arc4random() % (B - A + 1)`.
    private func randomFromAtoB(_ lower: Int, _ upper: Int) -> Int {
        lower + Int(random.arc4random() % UInt32(upper - lower + 1))
    }
}
