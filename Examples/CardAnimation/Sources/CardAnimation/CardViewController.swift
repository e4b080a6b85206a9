#if os(Linux)   // `import UIKit` is Flipbook's on Linux (macOS has no UIKit)
import UIKit

/// The same card as ``CardSlide``, written as an iOS app writes it with UIKit: a view controller whose card view
/// slides right and fades in when it appears.
public final class CardViewController: UIViewController {
    /// The card: 120 × 80 pt, rounded, invisible until it appears.
    public let card = UIView(frame: CGRect(x: 0, y: 60, width: 120, height: 80))

    public override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        card.layer.cornerRadius = 12
        card.alpha = 0
        view.addSubview(card)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.card.frame.origin.x = 180
            self.card.alpha = 1
        })
    }
}
#endif
