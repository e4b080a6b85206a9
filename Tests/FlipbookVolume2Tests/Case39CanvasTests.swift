import FlipbookScenes
import FlipbookVolume2
import Testing

/// Case 39's canvas shows the whole exit: the turning, shrinking button never reaches the canvas's bottom edge.
@Suite("Case 39 canvas")
struct Case39CanvasTests {
    static let scene = Volume2.scenes.first { $0.id == "case-39" }

    @Test("The bottom row stays white from 0 to 2 s (every 0.05 s)")
    func bottomRowStaysWhite() throws {
        let scene = try #require(Self.scene)
        for step in 0...40 {
            let time = Double(step) / 20
            let frame = try scene.renderFrame(at: time)
            let bottom = frame.height - 1
            let inked = (0..<frame.width).filter { frame[$0, bottom] != (255, 255, 255, 255) }
            #expect(inked.isEmpty, "t = \(time): \(inked.count) non-white pixels in the bottom row")
        }
    }

    @Test("At 0.4 s the button reaches below y = 300, where the canvas used to end")
    func buttonGoesBelow300() throws {
        let scene = try #require(Self.scene)
        let frame = try scene.renderFrame(at: 0.4)
        let top = Int(scene.canvas.minY)
        let inked = (300 - top..<frame.height).contains { y in
            (0..<frame.width).contains { frame[$0, y] != (255, 255, 255, 255) }
        }
        #expect(inked)
    }
}
