import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookSceneTesting
import FlipbookUIKit
@testable import FlipbookVolume2
import Testing

/// Case 41's numbers (catalogue § 2.2): button 1, tapped at 0 s, through its three stages — read from the
/// presentation tree at 0, 0.5, 1, 2.5, 4, 4.5 and 5 s, and seen in the frames.
@Suite("Case 41 UpLoad button")
struct Case41Tests {
    static let freshBlue = (25, 155, 200)
    static let freshGreen = (150, 203, 25)
    static let borderGrey = (224, 224, 224)

    /// Button 1's inner view, border view and ring, presented at `time`.
    private struct Stage1Button {
        let inner: CALayer
        let border: CALayer
        let ring: CAShapeLayer?
        let ringInWindow: Bool
        let labels: [String]
    }

    private func button1(at time: CFTimeInterval, in probe: CaseProbe<UpLoadButtonViewController>) throws
        -> Stage1Button {
        let button = try #require(probe.controller.buttonview1)
        return try probe.stage.read(at: time) {
            Stage1Button(inner: try #require(button.view?.layer.presentation()),
                         border: try #require(button.viewborder?.layer.presentation()),
                         ring: button.circleView?.circle.presentation(),
                         ringInWindow: button.circleView?.window != nil,
                         labels: button.subviews.compactMap { ($0 as? UILabel)?.text })
        }
    }

    private func rgb(_ color: CGColor?) -> [Double] {
        (color?.components ?? []).prefix(3).map { Double($0) * 255 }
    }

    private func isRGB(_ color: CGColor?, _ expected: (Double, Double, Double)) -> Bool {
        let components = rgb(color)
        return components.count == 3 && abs(components[0] - expected.0) < 1 && abs(components[1] - expected.1) < 1
            && abs(components[2] - expected.2) < 1
    }

    @Test("Stage 1 (0–1 s): 210 × 70 corner 5 → 140 × 70 corner 20, opacity 0.5 → a 70 × 70 grey ring")
    func stage1() throws {
        let probe = try CaseProbe("case-41", as: UpLoadButtonViewController.self)
        let start = try button1(at: 0, in: probe)
        #expect(start.inner.bounds.size == CGSize(width: 210, height: 70) && start.inner.cornerRadius == 5)
        #expect(start.labels.isEmpty)
        let middle = try button1(at: 0.5, in: probe)
        #expect(abs(middle.inner.bounds.width - 140) < 0.01 && abs(middle.inner.cornerRadius - 20) < 0.01)
        #expect(abs(middle.border.bounds.width - 140) < 0.01 && abs(middle.inner.opacity - 0.5) < 0.001)
        #expect(middle.border.opacity == 1)
        #expect(isRGB(middle.border.borderColor, (124.5, 189.5, 212)))
        let end = try button1(at: 1, in: probe)
        #expect(end.inner.bounds.size == CGSize(width: 70, height: 70) && end.inner.cornerRadius == 35)
        #expect(end.inner.opacity == 0 && isRGB(end.border.borderColor, (224, 224, 224)))
        #expect(end.inner.position == CGPoint(x: 105, y: 35))
    }

    @Test("Stage 2 (1–4 s): the ring's strokeEnd, eased, is 0.5 at 2.5 s and 1 at 4 s, when the ring goes")
    func stage2() throws {
        let probe = try CaseProbe("case-41", as: UpLoadButtonViewController.self)
        let early = try button1(at: 1.5, in: probe)
        #expect(try #require(early.ring).strokeEnd < 1.0 / 6)
        let middle = try button1(at: 2.5, in: probe)
        let ring = try #require(middle.ring)
        #expect(abs(ring.strokeEnd - 0.5) < 0.001)
        #expect(isRGB(ring.strokeColor, (25, 155, 200)) && ring.lineWidth == 3)
        let end = try button1(at: 4, in: probe)
        #expect(!end.ringInWindow)
    }

    @Test("Stage 3 (4–5 s): 140 × 70 corner 17.5 between blue and green at 4.5 s; green 210 × 70 and \"Complete\" at 5 s")
    func stage3() throws {
        let probe = try CaseProbe("case-41", as: UpLoadButtonViewController.self)
        let middle = try button1(at: 4.5, in: probe)
        #expect(abs(middle.inner.bounds.width - 140) < 0.01 && abs(middle.inner.cornerRadius - 17.5) < 0.01)
        #expect(abs(middle.inner.opacity - 0.5) < 0.001)
        #expect(isRGB(middle.inner.backgroundColor, (87.5, 179, 112.5)))
        #expect(middle.labels.isEmpty)
        let end = try button1(at: 5, in: probe)
        #expect(end.inner.bounds.size == CGSize(width: 210, height: 70) && end.inner.cornerRadius == 0)
        #expect(end.inner.opacity == 1 && isRGB(end.inner.backgroundColor, (150, 203, 25)))
        #expect(isRGB(end.border.borderColor, (150, 203, 25)))
        #expect(end.labels == ["Complete"])
    }

    @Test("The frames: the ring half blue, half grey at 2.5 s; the green button with white text at 5 s")
    func frames() throws {
        let probe = try CaseProbe("case-41", as: UpLoadButtonViewController.self)
        // Button 1's centre is (205, 185); ring and border lie 32…35 from it.
        let ring = try probe.frame(at: 2.5)
        #expect(isColor(ring[238, 185], Self.freshBlue, within: 4))
        #expect(isColor(ring[228, 208], Self.freshBlue, within: 4))
        #expect(isColor(ring[181, 208], Self.borderGrey, within: 4))
        #expect(isColor(ring[171, 185], Self.borderGrey, within: 4))
        #expect(isColor(ring[205, 185], (255, 255, 255)))
        let done = try probe.frame(at: 5)
        #expect(isColor(done[110, 160], Self.freshGreen))
        #expect(isColor(done[300, 210], Self.freshGreen))
        let text = (175...195).flatMap { y in (160...250).map { done[$0, y] } }
        #expect(text.contains { isColor($0, (255, 255, 255), within: 8) })
        #expect(isColor(done[95, 185], (255, 255, 255)))
    }
}
