import FlipbookScenes
import FlipbookVolume2
import Foundation
import Testing

/// Case 52's numbers (catalogue §2.2): bar i at x = 14 + 20 i, its visible height bobbing between 50 and 70 points
/// (position.y 200 → 180, autoreversed, 0.5 s each way), 0.2 s behind bar i − 1, hidden until it starts.
@Suite("Case 52 volume bars")
struct Case52Tests {
    static let scene = Volume2.scenes.first { $0.id == "case-52" }

    /// Bar i's visible height at `time`: the part of the bar (model y 200…300, moved by the animation) above the
    /// replicator's clipped bottom edge, y = 200.
    static func expectedHeight(bar i: Int, at time: Double) -> Double {
        let local = time - 0.2 * Double(i)
        guard local >= 0 else { return 0 }
        let phase = local.truncatingRemainder(dividingBy: 1)
        let rise = phase < 0.5 ? phase / 0.5 : (1 - phase) / 0.5
        let positionY = 200 - 20 * rise
        return 250 - positionY
    }

    @Test("Every bar's columns, and its visible height, at six times", arguments: [0.5, 1.3, 2.0, 2.45, 3.9, 4.25])
    func bars(at time: Double) throws {
        let scene = try #require(Self.scene)
        let frame = try scene.renderFrame(at: time)
        func isRed(_ x: Int, _ y: Int) -> Bool {
            let p = frame[x, y]
            return p.r > 128 && p.g < 128 && p.b < 128
        }
        for i in 0..<20 {
            let expected = Self.expectedHeight(bar: i, at: time)
            let center = 19 + 20 * i
            let height = (0..<200).filter { isRed(center, $0) }.count
            #expect(abs(Double(height) - expected) <= 1, "t = \(time), bar \(i): \(height) px, expected \(expected)")
            guard expected > 0 else { continue }
            let row = 199
            let columns = (0..<414).filter { isRed($0, row) && abs($0 - center) < 10 }
            #expect(columns == Array((14 + 20 * i)..<(24 + 20 * i)), "t = \(time), bar \(i): columns \(columns)")
        }
        // Nothing red below the replicator's bottom edge: the bars' lower parts are clipped.
        #expect(!(0..<414).contains { isRed($0, 205) })
    }

    @Test("The 0.2 s lag: bar i + 1 at t + 0.2 s is as high as bar i at t; the visible heights span 50…70")
    func lagAndRange() throws {
        let scene = try #require(Self.scene)
        // Frames 0.1 s apart from 4 s (every bar has started): each bar's measured visible height.
        let heights: [[Int]] = try (0...12).map { step in
            let frame = try scene.renderFrame(at: 4 + 0.1 * Double(step))
            return (0..<20).map { i in
                (0..<200).filter { frame[19 + 20 * i, $0].r > 128 && frame[19 + 20 * i, $0].g < 128 }.count
            }
        }
        for step in 0...10 {
            for i in 0..<19 {
                #expect(abs(heights[step + 2][i + 1] - heights[step][i]) <= 1, "bar \(i) at step \(step)")
            }
        }
        let all = heights.flatMap { $0 }
        #expect(all.min() == 50 && all.max() == 70)
    }
}
