import FlipbookGraphics
import FlipbookScenes
import Foundation

extension Volume2 {
    /// Volume 2, chapter 8 (composite cases): Cases 40–41.
    static let chapter8: [Scene] = [case40]

    /// Case 40: a tap on the teal login button spreads a pink circle from the touch point, 5 points every 0.02 s.
    private static let case40 = Scene(
        id: "case-40", origin: .book(volume: 2, chapter: 8, section: "8.2"), title: "Ripple button",
        chineseTitle: "水纹按钮动画效果", canvas: CGRect(x: 0, y: 200, width: 414, height: 110),
        sampleTimes: [0, 0.75, 1, 1.25, 1.5, 1.55, 2.5, 3.1],
        notes: """
        Taps at 0.5 s on (100, 250) and at 2 s on (330, 262), two touch points as in Fig 8.2. The timer fires every \
        0.02 s, as the code says (the prose says 0.2 s, seed error E9): radius 5 × ticks — 60 at 0.75 s, 125 at 1 s \
        (0.5 s after the tap), 185 at 1.25 s, 250 at 1.5 s; the 51st tick, at 1.52 s, clears the circle and lets the \
        button take touches again. The circle is the button's drawing: clipped to the button, under the title. The \
        book's zero-delay `DispatchQueue.main.asyncAfter` blocks run on the host's run loop (the virtual clock).
        """,
        viewController: { RippleButtonViewController() },
        script: { stage in
            stage.tap(at: CGPoint(x: 100, y: 250), time: 0.5)
            stage.tap(at: CGPoint(x: 330, y: 262), time: 2)
        }
    )
}
