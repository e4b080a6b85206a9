import CardAnimation
import Flipbook
import FlipbookTesting
import Testing

/// The whole slide at 100 frames/s, each frame against its golden: what golden-testing 100 frames of an animation
/// costs (the time Swift Testing prints for this test is a figure in Flipbook's README).
@Suite
struct CardSlideHundredFrames {
    @Test func everyHundredthOfASecond() throws {
        let host = LayerHost(size: CGSize(width: 300, height: 200))
        host.perform { CardSlide.present(in: host.rootLayer) }
        for frame in 0..<100 {
            let time = Double(frame) / 100
            try expectGolden(host.renderFrameImage(at: time, scale: 1), named: "card", time: time)
        }
    }
}
