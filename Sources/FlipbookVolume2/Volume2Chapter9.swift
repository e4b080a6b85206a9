import FlipbookGraphics
import FlipbookScenes
import Foundation

extension Volume2 {
    /// Volume 2, chapter 9 (CAEmitterLayer and CAEmitterCell particles): Cases 42–44.
    static let chapter9: [Scene] = [case42BirthRate, case42Velocity, case43, case44]

    /// Case 42, Fig 9.1: Case 43's flame at 50, 500 and 5000 particles per second.
    private static let case42BirthRate = Scene(
        id: "case-42-1", origin: .book(volume: 2, chapter: 9, section: "9.2"), title: "Flame birth rates 50, 500, 5000",
        chineseTitle: "粒子火焰效果：每秒粒子数 50、500、5000", canvas: CGRect(x: 0, y: 168, width: 414, height: 260),
        sampleTimes: [2],
        notes: """
        Fig 9.1 as one scene: three of Case 43's flames side by side (x = 69, 207, 345), birth rate 50, 500 and \
        5000 per second (≈ 50, 500 and 5000 live particles at 1 s lifetime); every other value is Case 43's (the \
        book gives none). Sampled at steady state.
        """,
        viewController: { FlameStudyViewController(flames: [(50, -1), (500, -1), (5000, -1)]) }
    )

    /// Case 42, Fig 9.2: Case 43's flame at velocities 1, 100 and 1000.
    private static let case42Velocity = Scene(
        id: "case-42-2", origin: .book(volume: 2, chapter: 9, section: "9.2"), title: "Flame velocities 1, 100, 1000",
        chineseTitle: "粒子火焰效果：粒子速度 1、100、1000", canvas: CGRect(x: 0, y: 0, width: 414, height: 428),
        sampleTimes: [2],
        notes: """
        Fig 9.2 as one scene: three of Case 43's flames (500 per second), velocity −1, −100 and −1000 points per \
        second (Case 43's sign: negative moves up on a line emitter whose longitude is π) — a flame, a tall flame, \
        an eruption leaving the screen's top. Sampled at steady state.
        """,
        viewController: { FlameStudyViewController(flames: [(500, -1), (500, -100), (500, -1000)]) }
    )

    /// Case 43: the "ghost fire" flame rising from a 50-pt line at the screen's centre.
    private static let case43 = Scene(
        id: "case-43", origin: .book(volume: 2, chapter: 9, section: "9.3"), title: "\"Ghost fire\" flame",
        chineseTitle: "“鬼火”火焰效果", canvas: CGRect(x: 82, y: 218, width: 250, height: 190),
        sampleTimes: [0, 0.25, 0.5, 1, 2],
        notes: """
        500 particles a second living 1 s: about 500 alive from t = 1 s on. Each is born on the 50-pt line, rises \
        under the −200 pt/s² acceleration (100 pt in its life), starts at −26 … 24 pt/s (Apple's [M − R/2, M + R/2]) \
        along the line's normal turned by the longitude π (down, so negative speeds rise, as the book says) within \
        the 1.1 rad cone, grows by 0.3 a second and adds RGB(204, 102, 51) at alpha 0.1 (additive). `fire.png` is a \
        stand-in.
        """,
        viewController: { GhostFireViewController() }
    )

    /// Case 44: neon sparks flying out of a 2-pt circle, shrinking, turning blue and fading.
    private static let case44 = Scene(
        id: "case-44", origin: .book(volume: 2, chapter: 9, section: "9.4"), title: "Neon particles",
        chineseTitle: "霓虹效果", canvas: CGRect(x: 0, y: 0, width: 414, height: 736),
        sampleTimes: [0.5, 1, 2, 4],
        notes: """
        100 particles a second living 4 s: about 400 alive from t = 4 s on. Born on the circle of radius 2 (the \
        book's `CGSize(x: 2, y: 2)`, seed error E11, written `CGSize(width: 2, height: 2)`), each flies outward \
        (a circle outline's natural direction; longitude 2π) at 25 … 75 pt/s (Apple's [M − R/2, M + R/2]; the \
        catalogue's 0 … 100 reads the range as ±R). Colour after a s: R 1 − 0.2a, G 1 − 0.1a, B 1, alpha 1 − 0.2a; \
        scale 0.1 − 0.2a reaches 0 at 0.5 s, then grows again with the image turned half a turn (a negative \
        scale). `nenolight.png` is a stand-in.
        """,
        viewController: { NeonViewController() }
    )
}
