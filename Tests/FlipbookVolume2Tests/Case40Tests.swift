import FlipbookCoreAnimation
import FlipbookScenes
import FlipbookSceneTesting
import FlipbookUIKit
@testable import FlipbookVolume2
import Testing

/// Case 40's numbers: the ripple's radius, 5 points a tick of 0.02 s after each tap (taps at 0.5 s on (100, 250)
/// and at 2 s on (330, 262)), read from the button and measured in the frames.
@Suite("Case 40 ripple button")
struct Case40Tests {
    /// The teal button, and the pink circle (alpha 0.8) over it.
    static let teal = (50, 185, 170)
    static let pinkOverTeal = (183, 128, 204)

    private func button(_ probe: CaseProbe<RippleButtonViewController>) throws -> MyButton {
        try #require(probe.controller.view.subviews.compactMap { $0 as? MyButton }.first)
    }

    @Test("Radius 5 × ticks: 60 at 0.75 s, 125 at 1 s, 250 at 1.5 s, cleared at 1.52 s; no touches meanwhile")
    func radiusOnTheClock() throws {
        let probe = try CaseProbe("case-40", as: RippleButtonViewController.self)
        let button = try button(probe)
        #expect(probe.stage.read(at: 0.4) { button.viewRadius } == 0)
        #expect(probe.stage.read(at: 0.75) { button.viewRadius } == 60)
        #expect(probe.stage.read(at: 1) { (button.viewRadius, button.isUserInteractionEnabled) } == (125, false))
        #expect(probe.stage.read(at: 1) { (button.circleCenterX, button.circleCenterY) } == (80, 20))
        #expect(probe.stage.read(at: 1.5) { button.viewRadius } == 250)
        #expect(probe.stage.read(at: 1.52) { (button.viewRadius, button.isUserInteractionEnabled) } == (0, true))
        #expect(probe.stage.read(at: 1.52) { button.timer?.isValid } == false)
        #expect(probe.stage.read(at: 2.5) { (button.viewRadius, button.circleCenterX, button.circleCenterY) } == (125, 310, 32))
    }

    @Test("A tap while the ripple runs reaches no button (its interaction is off): the circle keeps its centre")
    func tapDuringRippleIsIgnored() throws {
        let probe = try CaseProbe("case-40", as: RippleButtonViewController.self)
        let button = try button(probe)
        probe.stage.read(at: 1) { probe.stage.window.sendTap(at: CGPoint(x: 300, y: 240)) }
        #expect(probe.stage.read(at: 1.21) { (button.circleCenterX, button.circleCenterY, button.viewRadius) } == (80, 20, 175))
    }

    @Test("The frames: the circle's edge where the radius puts it, clipped to the button, under the title")
    func circleInTheFrames() throws {
        let probe = try CaseProbe("case-40", as: RippleButtonViewController.self)
        // At 0.75 s, radius 60 about (100, 250): row y = 250 is pink from x = 40 to 160.
        let early = try probe.frame(at: 0.75)
        expectPink(in: early, y: 250, from: 100, between: 40, and: 160)
        // At 1 s, radius 125: along row y = 235 (pixel centres 14.5 above the centre) the circle reaches
        // x = 100 + 124.2; its left part is clipped at the button's edge, x = 20.
        let half = try probe.frame(at: 1)
        expectPink(in: half, y: 235, from: 100, between: 20, and: 224.2)
        #expect(isColor(half[19, 235], (255, 255, 255)))
        // At 1.5 s, radius 250: the whole button up to x = 349.5 is pink, the title's white glyphs stay on top.
        let full = try probe.frame(at: 1.5)
        expectPink(in: full, y: 235, from: 100, between: 20, and: 349.5)
        let glyphs = (246...264).flatMap { y in (190...224).map { full[$0, y] } }
        #expect(glyphs.contains { isColor($0, (255, 255, 255), within: 8) })
        // At 1.55 s the circle is gone.
        let cleared = try probe.frame(at: 1.55)
        #expect((20...393).allSatisfy { isColor(cleared[$0, 235], Self.teal) })
        // The second tap's circle, radius 125 about (330, 262) at 2.5 s: along row y = 275 it starts at x = 330 − 124.4
        // and is clipped at the button's right edge, x = 394.
        let second = try probe.frame(at: 2.5)
        expectPink(in: second, y: 275, from: 330, between: 205.6, and: 394)
    }

    /// Expects the pink run of row `y` through `x` to span `left`…`right` (screen points) to within a pixel.
    private func expectPink(in frame: CaseFrame, y: Int, from x: Int, between left: Double, and right: Double,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        guard let run = pinkRun(in: frame, y: y, from: x) else {
            Issue.record("no pink at (\(x), \(y))", sourceLocation: sourceLocation)
            return
        }
        let (measuredLeft, measuredRight) = (Double(run.lowerBound), Double(run.upperBound + 1))
        #expect(abs(measuredLeft - left) <= 1 && abs(measuredRight - right) <= 1,
                "pink from \(measuredLeft) to \(measuredRight), expected \(left) to \(right)",
                sourceLocation: sourceLocation)
    }

    /// The pink pixels of row `y` around `x`, as a closed range of x.
    private func pinkRun(in frame: CaseFrame, y: Int, from x: Int) -> ClosedRange<Int>? {
        guard isColor(frame[x, y], Self.pinkOverTeal) else { return nil }
        var (left, right) = (x, x)
        while isColor(frame[left - 1, y], Self.pinkOverTeal) { left -= 1 }
        while isColor(frame[right + 1, y], Self.pinkOverTeal) { right += 1 }
        return left...right
    }
}
