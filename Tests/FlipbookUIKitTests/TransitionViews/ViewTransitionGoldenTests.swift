import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookTesting
import FlipbookUIKit
import Foundation
import Testing

@Suite("UIView transitions through the compositor")
struct ViewTransitionGoldenTests {
    /// A 200 × 120 card on a 240 × 160 grey host: blue with a white square at its left before the transition,
    /// orange with the square at its right after it, the change shown by `options` over 1 s (linear).
    private static func frame(_ options: UIView.AnimationOptions, at time: CFTimeInterval) throws -> RGBAImage {
        let host = LayerHost(size: CGSize(width: 240, height: 160))
        host.screen = UIScreen(size: CGSize(width: 240, height: 160), scale: 1)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        let square = UIView(frame: CGRect(x: 20, y: 40, width: 40, height: 40))
        host.perform {
            host.rootLayer.backgroundColor = UIColor(white: 0.5, alpha: 1).cgColor
            card.backgroundColor = .blue
            square.backgroundColor = .white
            card.addSubview(square)
            host.rootLayer.addSublayer(card.layer)
        }
        host.advance(by: 0.1)
        host.perform {
            UIView.transition(with: card, duration: 1, options: options.union(.curveLinear), animations: {
                card.backgroundColor = .orange
                square.frame.origin.x = 140
            })
        }
        return try host.renderFrameImage(at: 0.1 + time, scale: 1, backgroundColor: nil)
    }

    @Test("crossDissolve halfway: the two renderings mixed half and half")
    func crossDissolve() throws {
        let image = try Self.frame(.transitionCrossDissolve, at: 0.5)
        let mixed = image.pixel(x: 120, y: 30)
        #expect(abs(Int(mixed[0]) - 128) <= 2 && abs(Int(mixed[1]) - 64) <= 2 && abs(Int(mixed[2]) - 128) <= 2,
                "blue and orange at 50 %: \(mixed)")
        try expectGolden(image, named: "cross-dissolve.t=0.500")
    }

    @Test("flipFromLeft a quarter through: the old face turned 45°, its left edge toward the viewer")
    func flipFromLeft() throws {
        let image = try Self.frame(.transitionFlipFromLeft, at: 0.25)
        let centre = image.pixel(x: 120, y: 80)
        #expect(centre[2] > 150 && centre[0] < 30, "the old (blue) face at the centre line, shaded: \(centre)")
        #expect(image.pixel(x: 24, y: 80) == [128, 128, 128, 255] && image.pixel(x: 216, y: 80) == [128, 128, 128, 255],
                "the turned face no longer reaches the card's edges")
        #expect(image.pixel(x: 45, y: 18)[2] > 150, "the left edge, nearer the viewer, is taller than the card")
        try expectGolden(image, named: "flip-from-left.t=0.250")
    }

    @Test("curlUp halfway: the old page partly curled off, the new one beneath")
    func curlUp() throws {
        let image = try Self.frame(.transitionCurlUp, at: 0.5)
        let top = image.pixel(x: 120, y: 25), bottom = image.pixel(x: 120, y: 135)
        #expect(top[2] > 200 && top[0] < 60, "the top of the page still flat and blue: \(top)")
        #expect(bottom[0] > 200 && bottom[2] < 60, "orange uncovered at the bottom: \(bottom)")
        try expectGolden(image, named: "curl-up.t=0.500")
    }
}
