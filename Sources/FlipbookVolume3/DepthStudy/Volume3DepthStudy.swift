import Foundation
import FlipbookGraphics
import FlipbookScenes

extension Volume3 {
    /// The depth-sorting study beyond the book: 3D rendering contexts the book's cases never build, whose planes
    /// overlap in depth as the context turns.
    static let depthStudy: [Scene] = [spinningCube, crossingPlanes]

    /// The study's group.
    static let depthStudyName = "Depth sorting"

    /// The part of the screen the study's scenes show: the 300 × 300 perspective layer and a margin.
    private static let depthStudyCanvas = CGRect(x: 47, y: 208, width: 320, height: 320)

    /// A cube of six coloured faces spinning about its body diagonal.
    private static let spinningCube = Scene(
        id: "study-depth-cube", origin: .study(name: depthStudyName, topic: "Spinning cube"),
        title: "Cube in a CATransformLayer spinning about its diagonal", chineseTitle: "绕体对角线旋转的立方体",
        canvas: depthStudyCanvas, sampleTimes: [0, 1, 2, 3, 4, 6],
        notes: """
        Beyond the book. Six opaque 120 × 120 faces (front red, right green, back blue, left yellow, top magenta, \
        bottom cyan) in a CATransformLayer under a perspective of m34 = −1/500, tilted 20° back and 30° aside, spin \
        about the cube's body diagonal (1, 1, 1) once in 8 s (keyframes a quarter turn apart). Each frame shows \
        the three faces turned towards the viewer whole, the others hidden behind them.
        """,
        viewController: { DepthStudyViewController(study: .cube) }
    )

    /// Two planes crossing at 30°, spinning about their line of intersection.
    private static let crossingPlanes = Scene(
        id: "study-depth-planes", origin: .study(name: depthStudyName, topic: "Planes crossing at 30°"),
        title: "Two planes crossing at 30° in a CATransformLayer", chineseTitle: "以 30° 相交的两个平面",
        canvas: depthStudyCanvas, sampleTimes: [0, 1, 2, 3, 5],
        notes: """
        Beyond the book. Two opaque 220 × 140 planes through one centre, turned ±15° about the vertical line \
        through it (red +15°, blue −15°), cross there at 30°; tilted 20° back under a perspective of \
        m34 = −1/500, the pair spins about that line once in 8 s. Neither plane is in front of the other: each \
        frame shows, on each side of the crossing line, the nearer plane's half, so the two are cut along it.
        """,
        viewController: { DepthStudyViewController(study: .crossingPlanes) }
    )
}
