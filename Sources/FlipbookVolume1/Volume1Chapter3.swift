import FlipbookGraphics
import FlipbookScenes
import Foundation

extension Volume1 {
    /// Volume 1, chapter 3 (UIView keyframe animation): Cases 16–18.
    static let chapter3: [Scene] = [
        Scene(id: "case-16", origin: .book(volume: 1, chapter: 3, section: "3.2"), title: "Plane landing, one end keyframe",
              chineseTitle: "关键帧动画之飞机降落", sampleTimes: [0, 0.5, 1, 1.5, 2],
              notes: """
              `Airport.png` and `Plane.png` are stand-ins. The plane (50 × 50) lands from (100, 100) to (300, 300) in \
              2 s; one keyframe, so the cubic mode has a single straight segment: (200, 200) at 1 s. The completion \
              prints "done" at 2 s.
              """,
              viewController: { PlaneLandingViewController() }),
        Scene(id: "case-17", origin: .book(volume: 1, chapter: 3, section: "3.2"), title: "Plane landing, two relative keyframes",
              chineseTitle: "关键帧动画之飞机降落（两个关键帧）", sampleTimes: [0, 0.5, 1, 1.5, 2],
              notes: """
              First second: right to (300, 100), shrinking to 30 × 30; second second: down to (300, 300), growing to \
              100 × 100. The cubic mode passes the key frames on a smooth curve (the plane swings out between them).
              """,
              viewController: { PlaneLandingKeyframesViewController() }),
        Scene(id: "case-18", origin: .book(volume: 1, chapter: 3, section: "3.3"), title: "Lottery turntable by keyframes",
              chineseTitle: "关键帧动画之抽奖转盘滚动", canvas: turntableSquare, sampleTimes: [0, 0.025, 0.05, 0.1, 0.15, 0.2, 0.225],
              notes: """
              The second keyframe starts at 1/4, as the prose says (the code prints 0: E4). Four quarter turns per \
              0.2 s round, linear between evenly spaced keyframes; the prose calls the rotation uniform, but UIKit \
              runs keyframe animations on ease-in-ease-out over the whole duration unless the options carry a curve \
              (these carry none), so each round starts and ends slowly: 46.5° at 0.05 s, 180° at 0.1 s, 313.5° at \
              0.15 s, a whole turn at 0.2 s, when the completion starts the next round (5 turns per second). The \
              animation is started in `viewDidLoad`, as the book does.
              """,
              viewController: { TurntableKeyframesViewController() }),
    ]
}
