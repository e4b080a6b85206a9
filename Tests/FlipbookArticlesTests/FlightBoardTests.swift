@testable import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@testable import FlipbookArticles

/// Case C-1 (article 003), the flight board: its parts' numbers from the presentation tree.
@Suite("Article 003 C-1: flight board")
struct FlightBoardTests {
    /// The aux label a running part added to the board, showing `text`.
    private func auxLabel(showing text: String, in board: FlightBoardViewController) -> UILabel? {
        let boardLabels = [board.summary, board.flightNr, board.gateNr, board.departingFrom, board.arrivingTo, board.flightStatus]
        return board.view.subviews.compactMap { $0 as? UILabel }.first { label in
            !boardLabels.contains { $0 === label } && label.text == text
        }
    }

    @Test("C-1a: half way the background is the even mix of the snowy and the sunny pictures; the snow fades out")
    func crossDissolve() throws {
        let scene = try #require(Articles.scenes.first { $0.id == "C-1a" })
        let (start, half, end) = try (scene.renderFrame(at: 0, scale: 1), scene.renderFrame(at: 0.5, scale: 1),
                                      scene.renderFrame(at: 1, scale: 1))
        // Open sky between the gate and the airports, and ground below the skyline, clear of labels and snow.
        for (x, y) in [(207, 250), (60, 700)] {
            let (a, b, mix) = (start[x, y], end[x, y], half[x, y])
            #expect(a != b, "the two pictures differ at (\(x), \(y))")
            for (first, second, mixed) in [(a.r, b.r, mix.r), (a.g, b.g, mix.g), (a.b, b.b, mix.b)] {
                #expect(abs(Double(mixed) - (Double(first) + Double(second)) / 2) <= 2, "(\(x), \(y))")
            }
        }
        let probe = try SceneProbe("C-1a")
        let board = try probe.controller(FlightBoardViewController.self)
        let fading = try #require(probe.at(0.5) { board.snowView.layer.presentation()?.opacity })
        // Ease-out from 1 to 0: past half way at half time.
        #expect(fading > 0 && fading < 0.5)
        #expect(probe.at(1) { board.snowView.alpha } == 0)
    }

    @Test("C-1b: the new number unfolds from 10 % while the old folds to 10 %, offsets ±30 (flight) and ±18 (gate)")
    func cubeRoll() throws {
        let probe = try SceneProbe("C-1b")
        let board = try probe.controller(FlightBoardViewController.self)
        let aux = try #require(probe.at(0) { auxLabel(showing: "AE 1107", in: board) })
        let gateAux = try #require(probe.at(0) { auxLabel(showing: "045", in: board) })
        #expect(board.flightNr.text == "ZY 2014" && aux.bounds == board.flightNr.bounds)
        let start = try #require(probe.at(0) { aux.layer.presentation()?.affineTransform() })
        // `.negative`: the aux label starts a half label (30 points) above, squashed to a tenth.
        #expect(abs(start.d - 0.1) < 1e-9 && abs(start.ty + 30) < 1e-9 && start.a == 1)
        #expect(probe.at(0) { gateAux.layer.presentation()?.affineTransform().ty } == -18)
        for time in [0.125, 0.25, 0.375] {
            let (auxTransform, labelTransform) = try #require(probe.at(time) {
                zip(aux.layer.presentation()?.affineTransform(), board.flightNr.layer.presentation()?.affineTransform())
            })
            // Both run the same eased progress p: aux 0.1 + 0.9 p, label 1 − 0.9 p; offsets −30 (1 − p) and 30 p.
            #expect(abs(auxTransform.d + labelTransform.d - 1.1) < 1e-6, "\(time) s")
            #expect(abs(auxTransform.ty - labelTransform.ty + 30) < 1e-6, "\(time) s")
        }
        #expect(probe.at(0.5) { (board.flightNr.text, board.gateNr.text, aux.superview) } == ("AE 1107", "045", nil))
        #expect(probe.at(0.5) { board.flightNr.transform } == .identity)
    }

    @Test("C-1c: the old codes slide (−80, 0) and (0, −50) fading out in 0.5 s; the new come in 0.1 … 0.35 s")
    func moveAndFade() throws {
        let probe = try SceneProbe("C-1c")
        let board = try probe.controller(FlightBoardViewController.self)
        let aux = try #require(probe.at(0) { auxLabel(showing: "CDG", in: board) })
        #expect(aux.bounds == board.departingFrom.bounds && aux.center == board.departingFrom.center)
        let early = try #require(probe.at(0.1) { aux.layer.presentation() })
        #expect(early.opacity == 0 && early.affineTransform().tx == -80)
        let old = try #require(probe.at(0.3) { board.departingFrom.layer.presentation() })
        #expect(old.affineTransform().tx < 0 && old.affineTransform().tx > -80 && old.opacity < 1 && old.opacity > 0)
        #expect(probe.at(0.35) { (board.departingFrom.text, board.arrivingTo.text, aux.superview) } == ("CDG", "FCO", nil))
        #expect(probe.at(0.6) { board.departingFrom.layer.presentation()?.opacity } == 1)
    }

    @Test("C-1d: the plane's keyframes at the block's progress 0, 0.5 and 1 (its ease-in-ease-out)")
    func planeDepart() throws {
        let probe = try SceneProbe("C-1d")
        let plane = try probe.controller(FlightBoardViewController.self).planeImage
        let origin = CGPoint(x: 207, y: 318)
        #expect(probe.at(0) { plane.layer.presentation()?.position } == origin)
        // At 0.375 s (a quarter of the time) the eased progress e is short of the first keyframe's 0.25.
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).evaluate(0.25)
        let early = try #require(probe.at(0.375) { plane.layer.presentation()?.position })
        #expect(abs(early.x - (origin.x + 80 * eased / 0.25)) < 1e-6 && abs(early.y - (origin.y - 10 * eased / 0.25)) < 1e-6)
        let half = try #require(probe.at(0.75) { plane.layer.presentation() })
        #expect(abs(half.position.x - (origin.x + 180)) < 1e-6 && abs(half.position.y - (origin.y - 60)) < 1e-6)
        #expect(half.opacity == 0)
        let angle = atan2(half.affineTransform().b, half.affineTransform().a)
        #expect(abs(angle + .pi / 8) < 1e-6)
        // Past the reset keyframe (0.51 … 0.52 of the progress): at x = 0, level.
        let reset = try #require(probe.at(0.8) { plane.layer.presentation() })
        #expect(reset.affineTransform() == .identity && reset.position.y == origin.y && reset.position.x < 10)
        let end = try #require(probe.at(1.5) { plane.layer.presentation() })
        #expect(end.position == origin && end.opacity == 1 && end.affineTransform() == .identity)
    }

    @Test("C-1e: the board changes to Paris → Rome at 3 s and back at 6 s")
    func changeFlight() throws {
        let probe = try SceneProbe("C-1e")
        let board = try probe.controller(FlightBoardViewController.self)
        #expect(probe.at(0) { (board.flightNr.text, board.snowView.isHidden) } == ("ZY 2014", false))
        #expect(probe.at(4.5) { (board.flightNr.text, board.departingFrom.text, board.flightStatus.text) }
            == ("AE 1107", "CDG", "Delayed"))
        #expect(probe.at(4.5) { board.summary.text } == "01 Apr 2015 17:05")
        #expect(probe.at(4.5) { board.snowView.alpha } == 0)
        #expect(probe.at(7.5) { (board.flightNr.text, board.arrivingTo.text, board.snowView.alpha) } == ("ZY 2014", "CDG", 1))
    }
}

/// Both values, or `nil` when either is missing.
private func zip<First, Second>(_ first: First?, _ second: Second?) -> (First, Second)? {
    guard let first, let second else { return nil }
    return (first, second)
}
