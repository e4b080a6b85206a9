import FlipbookGraphics
import FlipbookScenes
import Foundation

extension Volume1 {
    /// Volume 1, chapter 4 (frame-by-frame animation): Cases 19–21.
    static let chapter4: [Scene] = [
        Scene(id: "case-19", origin: .book(volume: 1, chapter: 4, section: "4.2"), title: "Frame-by-frame plane with a timer",
              chineseTitle: "基于 NSTimer 的逐帧动画效果", canvas: planeFrames, sampleTimes: [0.05, 0.15, 1.05, 3.35, 6.75, 8],
              notes: """
              The 67 stills `0.png`…`66.png` are stand-ins (a plane with a counter bar). The timer fires every 0.1 s, \
              as the code says (the prose says 0.05 s: E5): blank until 0.1 s, still k from (k + 1) × 0.1 s, and \
              `66.png` for good from 6.7 s, when the timer is invalidated.
              """,
              viewController: { PlaneFramesTimerViewController() }),
        Scene(id: "case-20", origin: .book(volume: 1, chapter: 4, section: "4.3"), title: "Frame-by-frame plane with CADisplayLink",
              chineseTitle: "基于 CADisplayLink 的逐帧动画效果", canvas: planeFrames, sampleTimes: [0, 0.025, 0.5, 1, 1.2],
              notes: """
              A still per screen refresh (1/60 s, `frameInterval = 1`): still k from (k + 1)/60 s, `66.png` from \
              67/60 ≈ 1.117 s, when the display link is invalidated.
              """,
              viewController: { PlaneFramesDisplayLinkViewController() }),
        Scene(id: "case-21", origin: .book(volume: 1, chapter: 4, section: "4.4"), title: "Black hole drawn frame by frame",
              chineseTitle: "基于 draw 方法的逐帧动画效果", sampleTimes: [0, 0.5, 1, 2, 5],
              notes: """
              Every 1/30 s the timer sets the radius to the tick count − 1 and asks for a redraw: radius 14 at 0.5 s, \
              29 at 1 s, 59 at 2 s, 149 at 5 s. The disc is black (no fill colour set: Core Graphics' default). The \
              book's list of "draw() triggers" is about `layoutSubviews` (E6): `draw(_:)` runs when the view is first \
              displayed and after each `setNeedsDisplay()`.
              """,
              viewController: { BlackHoleViewController() }),
    ]
}
