import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Volume2 {
    /// Volume 2, chapter 10 (CAGradientLayer): Cases 45–47.
    static let chapter10: [Scene] = [case45, case46, case47]

    /// Case 45: the light-wave principle demos — direction, colour levels, comet tail and the sweep — on one screen.
    private static let case45 = Scene(
        id: "case-45", origin: .book(volume: 2, chapter: 10, section: "10.2"), title: "Light-wave principle demos",
        chineseTitle: "光波效果实现原理分析", canvas: CGRect(x: 0, y: 0, width: 414, height: 700),
        sampleTimes: [0, 1.5, 2.999],
        notes: """
        The section's snippets set one gradient layer several ways; the scene shows each on its own captioned panel \
        (one screen, not one scene per snippet), on black as the book's "clear over black" base colour. The first \
        snippet says (0,0) → (1,0) sweeps top to bottom (sic); Fig 10.6–10.7 and the prose give (0,0) → (0,1) as top \
        to bottom and (0,0) → (1,0) as left to right, as Core Animation draws them, and so do the panels. The comet \
        tail and sweep panels use the three colours clear, cyan, pink left to right; the sweep's band (locations \
        [0.4, 0.5, 0.6] at 1.5 s) is sampled before the first repeat starts at 3 s.
        """,
        viewController: { GradientPrinciplesViewController() }
    )

    /// Case 46: the fingerprint scan — a white band sweeps down the 200 × 200 square over the fingerprint in 3 s.
    private static let case46 = Scene(
        id: "case-46", origin: .book(volume: 2, chapter: 10, section: "10.3"), title: "Fingerprint scan",
        chineseTitle: "指纹扫描效果", canvas: CGRect(x: 0, y: 0, width: 414, height: 736),
        sampleTimes: [0, 1.5, 2.999, 3.75, 30.5],
        notes: """
        `unLock.jpg` is a stand-in (a fingerprint on dark blue, screen-sized, centred under the scanned square). The \
        book's `endPoint = CGPoint(x:,y:1)` lacks its x (seed error); the scene uses (0, 1), the vertical sweep the \
        prose and Fig 10.1 show. The band's peak is at y = 350, 430 and 510 (image-view coordinates) at 0, 1.5 and \
        3 s (sampled at 2.999 s: at 3 s the second of the ten sweeps starts from the top); after the 30 s of \
        animation the model's locations [0, 0.1, 0.2] hold the band at the top.
        """,
        viewController: { FingerprintScanViewController() }
    )

    /// Case 47: the audio volume bars — every 0.4 s each bar shows a random colour from a random height that falls
    /// to the bottom.
    private static let case47 = Scene(
        id: "case-47", origin: .book(volume: 2, chapter: 10, section: "10.4"), title: "Audio volume bars",
        chineseTitle: "音响音量跳动效果", canvas: CGRect(x: 0, y: 0, width: 414, height: 250),
        sampleTimes: [0, 0.4, 0.5, 0.6, 0.7, 1.0],
        notes: """
        `arc4random_uniform` is replaced by a seeded generator (the one port edit), so the heights and colours are \
        the same on every run. The loop `0...audioBarNum` makes 16 bars; the 16th starts at x ≈ 424, off-screen. \
        Nothing shows before the timer's first tick at 0.4 s. Each tick starts, per bar, a 0.4 s linear animation of \
        `locations` from [b, b] to [1, 1] (b a random tenth): a solid column from y = 50 + 150·b that falls to the \
        bottom. Setting `colors` and `locations` on these standalone layers also runs their implicit animations \
        (0.25 s, as on iOS): from the second tick on, each bar's colour cross-fades from its previous one.
        """,
        viewController: { AudioBarsViewController() }
    )
}
