import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Articles {
    /// Article 003, "Animations 你真的会用View的动画吗?": Case C-1, the flight board, one scene per part: C-1a … C-1d
    /// run one of the board's animations alone at 0 s, C-1e runs the board as the article does.
    static let article003: [Scene] = [c1a, c1b, c1c, c1d, c1e]

    /// The note every part shares.
    private static let flightBoardNote = """
    The storyboard's geometry and the two flights' data are not in the article: the board's frames and texts are \
    ours (see `FlightBoardViewController`, `FlightData`). The weather backgrounds, the plane, the banner, the \
    summary icon and the snowflake are stand-ins.
    """

    /// C-1a: the background cross-dissolves from the snowy to the sunny picture in 1 s while the snow fades out.
    static let c1a = flightBoardPart(
        id: "C-1a", title: "Flight board: background cross-dissolve",
        sampleTimes: [0, 0.25, 0.5, 0.75, 1],
        notes: "`fadeImageView` to `bg-sunny` without weather effects, as the change to Paris → Rome calls it."
    ) { board in
        if let sunny = UIImage(named: parisToRome.weatherImageName) {
            board.fadeImageView(imageView: board.bgImageView, toImage: sunny, showEffects: parisToRome.showWeatherEffects)
        }
    }

    /// C-1b: the flight and gate numbers roll to the next flight's like faces of a cube, in 0.5 s.
    static let c1b = flightBoardPart(
        id: "C-1b", title: "Flight board: cube roll of the numbers", canvas: CGRect(x: 0, y: 90, width: 414, height: 140),
        sampleTimes: [0, 0.125, 0.25, 0.375, 0.5],
        notes: """
        `cubeTransition` of the flight number (60 points high: offset 30) and the gate (36: offset 18) to Paris → \
        Rome's, direction `.negative` (that flight is landing): the new text unfolds from above while the old folds \
        down, easing out.
        """
    ) { board in
        board.cubeTransition(label: board.flightNr, text: parisToRome.flightNr, direction: .negative)
        board.cubeTransition(label: board.gateNr, text: parisToRome.gateNr, direction: .negative)
    }

    /// C-1c: the departure and arrival codes slide out and fade while their successors slide in.
    static let c1c = flightBoardPart(
        id: "C-1c", title: "Flight board: move-and-fade of the airports", canvas: CGRect(x: 0, y: 240, width: 414, height: 170),
        sampleTimes: [0, 0.1, 0.2, 0.35, 0.5],
        notes: """
        `moveLabel` of the departure (offset (−80, 0)) and the arrival (offset (0, −50)) to Paris → Rome's, direction \
        `.negative`, as `changeFlight` computes them: the old codes go left and up in 0.5 s, the new ones come back \
        from there in 0.25 s after 0.1 s (both ease in). The second block's completion (0.35 s) resets the label \
        while the first block still animates it: UIKit's animations are additive, so the label, now showing the new \
        code, glides the rest of the offset back into place by 0.5 s — what the article's code does on iOS too.
        """
    ) { board in
        board.moveLabel(label: board.departingFrom, text: parisToRome.departingFrom, offset: CGPoint(x: -80, y: 0))
        board.moveLabel(label: board.arrivingTo, text: parisToRome.arrivingTo, offset: CGPoint(x: 0, y: -50))
    }

    /// C-1d: the plane departs — five keyframes over 1.5 s.
    static let c1d = flightBoardPart(
        id: "C-1d", title: "Flight board: the plane departs", canvas: CGRect(x: 0, y: 230, width: 414, height: 130),
        sampleTimes: [0, 0.375, 0.52, 0.75, 0.78, 1.125, 1.5],
        notes: """
        `planeDepart` from the plane's centre (207, 318). The block passes no options, and UIKit eases a keyframe \
        block in and out as a whole, so the keyframes fall at eased times, not at the catalogue's linear ones: \
        (+41, −5) at 0.375 s, (+80, −10) at ≈ 0.52 s, (+180, −60) invisible and tilted −22.5° at 0.75 s exactly \
        (the curve's midpoint), reset to x = 0 without tilt from ≈ 0.767 s, back in place at 1.5 s.
        """
    ) { board in
        board.planeDepart()
    }

    /// C-1e: the whole board alternating between the two flights every 3 s.
    static let c1e = Scene(
        id: "C-1e", origin: .article(number: 3, section: "changeFlight(to:animated:)"),
        title: "Flight board: changing flights every 3 s", chineseTitle: "航班信息板",
        sampleTimes: [0, 3, 3.25, 3.5, 3.75, 4.5, 6.25, 6.5, 7.5],
        notes: """
        London → Paris without animation at 0 s, then every 3 s the animated change to the other flight: at 3 s to \
        Paris → Rome (landing: `.negative`), at 6 s back. \(flightBoardNote)
        """,
        viewController: { FlightBoardViewController() }
    )

    /// A scene of one part of the flight board: `part` runs on the board at 0 s.
    private static func flightBoardPart(id: String, title: String,
                                        canvas: CGRect = CGRect(origin: .zero, size: Scene.screenSize), sampleTimes: [CFTimeInterval],
                                        notes: String,
                                        part: @escaping @Sendable (FlightBoardViewController) -> Void) -> Scene {
        Scene(id: id, origin: .article(number: 3, section: "Flight board"), title: title, chineseTitle: "航班信息板",
              canvas: canvas, sampleTimes: sampleTimes, notes: "\(notes) \(flightBoardNote)",
              viewController: { FlightBoardViewController() }
        ) { stage in
            guard let board = stage.viewController as? FlightBoardViewController else { return }
            stage.at(0, "\(id): run the part on the board") { part(board) }
        }
    }
}
