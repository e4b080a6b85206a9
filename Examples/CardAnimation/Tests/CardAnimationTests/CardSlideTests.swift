import CardAnimation
import Flipbook
import FlipbookTesting
import Testing

@Suite
struct CardSlideFrames {
    /// The start, the middle and the end of the slide, each against its golden:
    /// `Goldens/CardAnimationTests/CardSlideFrames/card.t=0.500.png` and so on.
    @Test(arguments: [0.0, 0.5, 1.0])
    func frame(at time: Double) throws {
        let host = LayerHost(size: CGSize(width: 300, height: 200))    // the window: a root layer, a virtual clock
        host.perform { CardSlide.present(in: host.rootLayer) }          // one run-loop turn; its transaction commits
        let image = try host.renderFrameImage(at: time, scale: 1)       // the presentation tree at `time`, as pixels
        try expectGolden(image, named: "card", time: time)
    }

    @Test func cardHalfway() throws {
        let host = LayerHost(size: CGSize(width: 300, height: 200))
        let card = host.perform { CardSlide.present(in: host.rootLayer) }
        try expectGolden(of: host, at: 0.5, cropTo: card)    // just the card, where it is at 0.5 s: 120 × 80 px
    }

    @Test func positionHalfway() {
        let host = LayerHost(size: CGSize(width: 300, height: 200))
        let card = host.perform { CardSlide.present(in: host.rootLayer) }
        host.run(until: 0.5)                                            // virtual time: nothing reads the wall clock
        #expect(host.perform { card.presentation()!.position.x } == 150)
    }
}
