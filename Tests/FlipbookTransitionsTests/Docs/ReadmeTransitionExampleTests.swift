import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing

/// The README's "Transitions" example, as written there, with its comments checked.
@Suite struct ReadmeTransitionExampleTests {
    @Test func pushOfANewColour() throws {
        let host = LayerHost(size: CGSize(width: 300, height: 100))
        let card = CALayer()
        host.perform {
            card.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            card.masksToBounds = true                     // keep the motion inside the card
            host.rootLayer.addSublayer(card)
        }
        host.perform {
            CATransaction.setDisableActions(true)         // only the transition, no implicit colour fade
            card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            let push = CATransition()
            push.type = .push
            push.subtype = .fromRight                     // the new state enters from the right
            push.duration = 1                             // linear: half-way at 0.5 s
            card.add(push, forKey: nil)                   // stored under "transition"
        }
        let halfway = try host.renderFrameImage(at: 0.5, scale: 1)  // red on the left half, blue on the right half
        let keys = card.animationKeys()                             // ["transition"] until 1 s

        #expect(halfway.rgb(25, 25) == [255, 0, 0] && halfway.rgb(75, 25) == [0, 0, 255])
        #expect(halfway.rgb(125, 25) == [255, 255, 255], "clipped by masksToBounds")
        #expect(keys == ["transition"])
        host.run(until: 1)
        #expect(card.animationKeys() == nil)
    }
}
