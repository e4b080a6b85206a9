import FlipbookGraphics
import FlipbookScenes
import Foundation

extension Volume2 {
    /// Volume 2, chapter 8 (composite cases): Cases 40–41.
    static let chapter8: [Scene] = [case40, case41]

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

    /// Case 41: three "UpLoad" buttons shrink to a ring, draw it, and spread out green with "Complete".
    private static let case41 = Scene(
        id: "case-41", origin: .book(volume: 2, chapter: 8, section: "8.4"), title: "UpLoad button: shrink, ring, expand",
        chineseTitle: "登录按钮动画效果", canvas: CGRect(x: 0, y: 130, width: 414, height: 360),
        sampleTimes: [0, 0.5, 1, 2.5, 4, 4.5, 5, 7, 9],
        notes: """
        The book leaves the tap actions' bodies, where the ring view is made, and what `circleAnimationStop()` does \
        unwritten (E10). Here a tap starts a button's stage 1 (`startAnimation()`), the ring is made with the \
        button over its bounds, stage 2 (the ring's 3 s `strokeEnd`) starts from the border group's \
        `animationDidStop`, as the book writes, and `circleAnimationStop()` removes the drawn ring and starts stage \
        3 (`startAnimationSpread()`), whose end adds "Complete". The buttons are tapped at 0, 2 and 4 s, so the \
        frames show them at different stages, as Fig 8.4's three copies. Button 1 (centre (205, 185)): 210 × 70 \
        corner 5 at 0; 140 × 70 corner 20, inner opacity 0.5 at 0.5 s; a grey 70 × 70 ring at 1 s; the blue ring \
        half drawn at 2.5 s (ease-in-ease-out), whole at 4 s; 140 × 70 corner 17.5, between blue and green at \
        4.5 s; green 210 × 70 with "Complete" from 5 s. The groups keep their end state (`removedOnCompletion` \
        false, fill mode forwards) although the prose says they do not.
        """,
        viewController: { UpLoadButtonViewController() },
        script: { stage in
            stage.tap(at: CGPoint(x: 205, y: 185), time: 0)
            stage.tap(at: CGPoint(x: 205, y: 310), time: 2)
            stage.tap(at: CGPoint(x: 205, y: 435), time: 4)
        }
    )
}
