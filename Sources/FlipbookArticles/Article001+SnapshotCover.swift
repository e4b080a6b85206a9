import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Articles {
    /// a snapshot of the view covers it while the background changes, then squeezes to the vertical centre
    /// line in 0.75 s and is removed.
    static let a14 = Scene(
        id: "A-14", origin: .article(number: 1, section: "Custom transitions"), title: "Snapshot cover squeezing away",
        chineseTitle: "自定义的一种过渡动画", canvas: CGRect(x: 0, y: 0, width: 414, height: 220),
        sampleTimes: [0, 0.1875, 0.375, 0.5625, 0.75],
        notes: """
        The view holds the article's common `colorLayer` (frame (50, 50, 100, 100), blue) so that the snapshot \
        shows something; the squeeze uses UIView's default ease-in-ease-out curve, so the cover is 50.5 % wide at \
        0.375 s. \(randomColourNote)
        """
    ) { stage in
        _ = addColorLayer(on: stage)
        let view = stage.view
        var random = SeededRandom(seed: 14)
        stage.at(0, "touchesEnded: snapshot cover, random background, squeeze the cover in 0.75 s") {
            UIGraphicsBeginImageContextWithOptions(view.bounds.size, true, 0.0)
            if let context = UIGraphicsGetCurrentContext() { view.layer.render(in: context) }
            let coverImage = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            let coverView = UIImageView(image: coverImage)
            coverView.frame = view.bounds
            view.addSubview(coverView)
            view.backgroundColor = UIColor(cgColor: randomColor(&random))
            UIView.animate(withDuration: 0.75, animations: {
                coverView.transform = CGAffineTransform(scaleX: 0.01, y: 1)
            }, completion: { _ in
                coverView.removeFromSuperview()
            })
        }
    }
}
