@testable import FlipbookArticles
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookStandIns
import FlipbookUIKit
import Foundation
import Testing

/// Article 002's B-17…B-22 give their view a pattern background (`UIColor(patternImage:)`), drawn today by
/// `TiledImageLayer`; the pattern colour itself, as a layer's `backgroundColor`, must show the same pixels.
@Suite("UIColor(patternImage:) as a background renders as the tiled-image layer")
struct PatternBackgroundTests {
    /// A full-screen frame of a host whose only layer is `layer`, at `scale`.
    private func frame(of layer: CALayer, scale: Int) throws -> [UInt8] {
        let host = LayerHost()
        host.perform {
            layer.frame = host.rootLayer.bounds
            layer.contentsScale = CGFloat(scale)
            layer.setNeedsDisplay()
            host.rootLayer.addSublayer(layer)
        }
        return try host.renderFrameImage(at: 0, scale: scale).pixels
    }

    @Test("the same pixels at 1× and 2×, for both tiles", arguments: [1, 2], ["background.jpg", "bg.jpg"])
    func samePixels(scale: Int, name: String) throws {
        let tile = try #require(UIImage(named: name))
        let tiled = TiledImageLayer()
        tiled.image = tile.cgImage
        let patterned = CALayer()
        patterned.backgroundColor = UIColor(patternImage: tile).cgColor
        let expected = try frame(of: tiled, scale: scale)
        let actual = try frame(of: patterned, scale: scale)
        #expect(actual.count == expected.count)
        let differing = zip(actual, expected).filter { $0 != $1 }.count
        #expect(differing == 0)
    }
}
