import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation

/// One transition type filmed: two ``TransitionCard``s in a 240×320 host, at (20, 20) and (20, 180), changed under a
/// 1 s linear transition of the type with one subtype each, sampled at t = 0, 0.25, 0.5, 0.75 and 1 s (progress =
/// time), the frames side by side.
struct TransitionFilmstrip {
    static let times: [CFTimeInterval] = [0, 0.25, 0.5, 0.75, 1]
    static let background = CGColor(red: 0.16, green: 0.18, blue: 0.22, alpha: 1)
    /// The grey columns between frames, in pixels.
    static let gap = 6

    /// The frames, one per time.
    let frames: [RGBAImage]

    /// Films `type` with the top card's subtype `top` and the bottom card's `bottom`.
    init(_ type: String, top: CATransitionSubtype, bottom: CATransitionSubtype) throws {
        let host = LayerHost(size: CGSize(width: 240, height: 320))
        var cards: [TransitionCard] = []
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.backgroundColor = Self.background
            cards = [TransitionCard(at: CGPoint(x: 20, y: 20), in: host.rootLayer),
                     TransitionCard(at: CGPoint(x: 20, y: 180), in: host.rootLayer)]
        }
        host.perform {
            CATransaction.setDisableActions(true)
            for (card, subtype) in zip(cards, [top, bottom]) {
                card.change()
                card.layer.add(TransitionStage.transition(CATransitionType(rawValue: type), subtype), forKey: nil)
            }
        }
        frames = try Self.times.map { try host.renderFrameImage(at: $0, scale: 1, backgroundColor: Self.background) }
    }

    /// The frames side by side, separated by light grey columns.
    func strip() -> RGBAImage {
        let width = frames[0].width, height = frames[0].height
        let stripWidth = frames.count * width + (frames.count + 1) * Self.gap
        var strip = RGBAImage(width: stripWidth, height: height, red: 224, green: 224, blue: 224, alpha: 255)
        for (index, frame) in frames.enumerated() {
            let left = Self.gap + index * (width + Self.gap)
            for y in 0..<height {
                let source = y * width * 4, target = (y * stripWidth + left) * 4
                strip.pixels.replaceSubrange(target..<(target + width * 4),
                                             with: frame.pixels[source..<(source + width * 4)])
            }
        }
        return strip
    }
}
