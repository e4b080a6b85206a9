import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation
import Testing

@testable import FlipbookArticles

/// Article 002 §6's water fill (B-9): where the two mask circles cover the 30 × 30 green head, it shows over the
/// grey one — 80 % under the top-left circle (opacity 0.8), fully under the bottom-right one.
@Suite("Article 002 §6: the water-fill mask")
struct WaterFillMaskTests {
    /// The tiles' colours in the stand-ins (grey and green), away from the white silhouette.
    private static let grey: [Double] = [158, 158, 163]
    private static let green: [Double] = [51, 184, 82]

    /// The circles' centres in the head's coordinates at `time`: the animations run linearly over 2 s from the
    /// corners ((−5, −5) and (35, 35)) to (10, 10) and (20, 20), then are removed (back to the corners).
    private func centres(at time: CFTimeInterval) -> (up: CGPoint, down: CGPoint) {
        let fraction = time < WaterFillViewController.duration ? CGFloat(time / WaterFillViewController.duration) : 0
        return (CGPoint(x: -5 + 15 * fraction, y: -5 + 15 * fraction), CGPoint(x: 35 - 15 * fraction, y: 35 - 15 * fraction))
    }

    /// Whether the head point `(x, y)` (a pixel centre) is on the tile, clear of the silhouette.
    private func isOnTile(_ x: CGFloat, _ y: CGFloat) -> Bool {
        let head = hypot(x - 15, y - 13) > 7
        let shoulders = pow((x - 15) / 11, 2) + pow((y - 30) / 10, 2) > 1
        return head && shoulders
    }

    @Test("The presentation positions of the two circles follow the animations", arguments: [0.0, 0.5, 1, 1.5, 1.9, 2])
    func circlePositions(time: CFTimeInterval) throws {
        let probe = try SceneProbe("B-9")
        let controller = try probe.controller(WaterFillViewController.self)
        let expected = centres(at: time)
        let up = try #require(probe.at(time) { controller.maskLayerUp.presentation()?.position })
        let down = try #require(probe.at(time) { controller.maskLayerDown.presentation()?.position })
        #expect(hypot(up.x - expected.up.x, up.y - expected.up.y) < 1e-6)
        #expect(hypot(down.x - expected.down.x, down.y - expected.down.y) < 1e-6)
    }

    @Test("Each tile pixel shows grey, 80 % green or green as the circles cover it", arguments: [0.0, 0.5, 1, 1.5, 1.9, 2])
    func coverage(time: CFTimeInterval) throws {
        let scene = try #require(Articles.scenes.first { $0.id == "B-9" })
        let frame = try scene.renderFrame(at: time, scale: 1)
        let head = WaterFillViewController.headFrame
        let (up, down) = centres(at: time)
        var covered = 0, probed = 0
        for y in 0..<30 {
            for x in 0..<30 {
                let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                guard isOnTile(centre.x, centre.y) else { continue }
                let toUp = hypot(centre.x - up.x, centre.y - up.y), toDown = hypot(centre.x - down.x, centre.y - down.y)
                guard abs(toUp - 15) > 1, abs(toDown - 15) > 1 else { continue }   // skip the anti-aliased rims
                let mask: Double = toDown < 15 ? 1 : toUp < 15 ? 0.8 : 0
                let pixel = frame[Int(head.minX - scene.canvas.minX) + x, Int(head.minY - scene.canvas.minY) + y]
                let actual = [Double(pixel.r), Double(pixel.g), Double(pixel.b)]
                for channel in 0..<3 {
                    let expected = Self.grey[channel] * (1 - mask) + Self.green[channel] * mask
                    #expect(abs(actual[channel] - expected) <= 3, "(\(x), \(y)) at \(time) s: \(actual) against mask \(mask)")
                }
                probed += 1
                if mask > 0 { covered += 1 }
            }
        }
        #expect(probed > 300)
        if time == 1.9 { #expect(covered * 4 > probed * 3) }  // 86 % of the tile just before the end
    }
}
