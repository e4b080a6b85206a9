import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume1
import Testing

/// Chapter 4's frame-by-frame cases on the virtual clock: which still shows when, and the black hole's radius.
@Suite("Volume 1 · Chapter 4 values")
struct Chapter4Tests {
    @Test("Case 19: still k from (k + 1) × 0.1 s; 66.png from 6.7 s on, the timer stopped")
    func case19() throws {
        let probe = try SceneProbe<PlaneFramesTimerViewController>("case-19")
        #expect(probe.at(0.05) { $0.imageView?.image } == nil)
        for still in [0, 1, 9, 32, 65] {
            let time = Double(still + 1) * 0.1 + 0.05
            #expect(probe.at(time) { $0.index } == still + 1, "t = \(time)")
            #expect(probe.at(time) { $0.imageView?.image } != nil)
        }
        #expect(probe.at(6.75) { $0.index } == 66)
        #expect(probe.at(8) { $0.index } == 66)
        #expect(probe.at(8) { $0.timer?.isValid } == false)
    }

    @Test("Case 20: still k from (k + 1)/60 s; 66.png from 67/60 s on, the display link stopped")
    func case20() throws {
        let probe = try SceneProbe<PlaneFramesDisplayLinkViewController>("case-20")
        #expect(probe.at(0.5 / 60) { $0.imageView?.image } == nil)
        for still in [0, 1, 29, 59, 65] {
            let time = (Double(still) + 1.5) / 60
            #expect(probe.at(time) { $0.index } == still + 1, "t = \(time)")
        }
        #expect(probe.at(67.5 / 60) { $0.index } == 66)
        #expect(probe.at(1.5) { $0.index } == 66)
    }

    @Test("Case 21: radius 29 at 1 s, 149 at 5 s; the frame shows a black disc of that radius on cyan")
    func case21() throws {
        let probe = try SceneProbe<BlackHoleViewController>("case-21")
        #expect(probe.at(1) { $0.blackHole?.blackHoleRadius } == 29)
        let scene = try #require(Volume1.scenes.first { $0.id == "case-21" })
        let frame = try scene.renderFrame(at: 1)
        let (centerX, centerY) = (207, 368)
        #expect(frame[centerX, centerY] == (0, 0, 0, 255))
        #expect(frame[centerX + 27, centerY] == (0, 0, 0, 255))
        #expect(frame[centerX + 31, centerY] == (0, 255, 255, 255))
        #expect(frame[centerX, centerY - 31] == (0, 255, 255, 255))
        #expect(probe.at(5) { $0.blackHole?.blackHoleRadius } == 149)
    }
}
