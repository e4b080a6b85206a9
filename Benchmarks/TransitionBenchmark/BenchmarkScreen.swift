import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// The benchmark's screen: a host of 414 × 736 pt whose full-screen layer holds a photo, a title bar and four
/// rounded cards, already shown once (at t = 0) so that a transition has an old rendering to start from.
final class BenchmarkScreen {
    let host = LayerHost(size: CGSize(width: 414, height: 736))
    let screen = CALayer(), photo = CALayer(), bar = CALayer()
    var cards: [CALayer] = []

    init() {
        host.perform {
            CATransaction.setDisableActions(true)
            screen.frame = host.rootLayer.bounds
            screen.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
            photo.frame = CGRect(x: 0, y: 64, width: 414, height: 300)
            photo.contents = Self.photo(sky: (0.55, 0.78, 0.95), ground: (0.3, 0.65, 0.3))
            photo.contentsGravity = .resizeAspectFill
            photo.masksToBounds = true
            bar.frame = CGRect(x: 0, y: 0, width: 414, height: 64)
            bar.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            cards = (0..<4).map { index in
                let card = CALayer()
                card.frame = CGRect(x: 16 + CGFloat(index % 2) * 199, y: 380 + CGFloat(index / 2) * 176, width: 183,
                                    height: 160)
                card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
                card.cornerRadius = 12
                card.borderWidth = 1
                card.borderColor = CGColor(red: 0.8, green: 0.8, blue: 0.85, alpha: 1)
                return card
            }
            for layer in [photo, bar] + cards { screen.addSublayer(layer) }
            host.rootLayer.addSublayer(screen)
        }
        _ = try? host.renderFrameImage(at: 0, scale: 2)
    }

    /// Changes the photo, the bar's colour and the cards' colours in one transaction, with a one-second transition of
    /// `type` on the screen layer; `nil` changes without one.
    func change(with type: CATransitionType?, subtype: CATransitionSubtype?) {
        host.perform {
            photo.contents = Self.photo(sky: (0.95, 0.6, 0.4), ground: (0.35, 0.25, 0.5))
            bar.backgroundColor = CGColor(red: 0.8, green: 0.2, blue: 0.3, alpha: 1)
            for card in cards { card.backgroundColor = CGColor(red: 1, green: 0.95, blue: 0.8, alpha: 1) }
            guard let type else { return }
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            screen.add(transition, forKey: nil)
        }
    }

    /// A 828 × 600 pixel landscape: a sky, a hill and a sun.
    static func photo(sky: (Double, Double, Double), ground: (Double, Double, Double)) -> CGImage? {
        let context = CGContext(data: nil, width: 828, height: 600, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        context?.setFillColor(CGColor(red: sky.0, green: sky.1, blue: sky.2, alpha: 1))
        context?.fill(CGRect(x: 0, y: 0, width: 828, height: 600))
        context?.setFillColor(CGColor(red: ground.0, green: ground.1, blue: ground.2, alpha: 1))
        context?.fillEllipse(in: CGRect(x: -200, y: -240, width: 1228, height: 520))
        context?.setFillColor(CGColor(red: 1, green: 0.85, blue: 0.2, alpha: 1))
        context?.fillEllipse(in: CGRect(x: 560, y: 400, width: 120, height: 120))
        return context?.makeImage()
    }
}
