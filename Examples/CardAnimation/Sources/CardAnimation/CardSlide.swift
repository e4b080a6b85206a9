import Flipbook

/// The app code under test: a rounded card that slides in from the left and fades in, as an iOS app would write it.
public enum CardSlide {
    /// Adds a 120 × 80 pt card to `container` and starts its slide from x = 60 to x = 240 over one second.
    @discardableResult
    public static func present(in container: CALayer) -> CALayer {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        card.position = CGPoint(x: 240, y: 100)
        card.cornerRadius = 12
        card.backgroundColor = CGColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        container.addSublayer(card)

        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 60
        slide.toValue = 240
        slide.duration = 1
        card.add(slide, forKey: "slide")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        card.add(fade, forKey: "fade")
        return card
    }
}
