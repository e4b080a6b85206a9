// The example of the README ("Seeing an animation's state: dumps and plots"), as a user writes it: a card whose
// opacity change, made with actions enabled, starts Core Animation's implicit fade; its state at 2.6 s is a text
// golden.
import Flipbook
import FlipbookTesting
import Testing

@Suite struct ImplicitFadeState {
    @Test func implicitFade() throws {
        let host = LayerHost(size: CGSize(width: 300, height: 200))
        let card = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            card.name = "card"
            card.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            card.position = CGPoint(x: 100, y: 100)
            card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            host.rootLayer.addSublayer(card)
        }
        host.run(until: 2.5)
        host.perform { card.opacity = 0.25 }              // actions enabled: an implicit fade
        try expectGoldenState(of: host, at: 2.6)          // Goldens/FlipbookHarnessTests/ImplicitFadeState/implicitFade.t=2.600.txt
    }
}
