import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume2
import Testing

/// Case 48's figures, probed at pixels whose squares lie wholly inside or wholly outside the stroke the figure's
/// attribute gives (book coordinates: the polyline (150, 150)–(250, 250)–(350, 150), 10 points wide unless stated).
@Suite("Case 48 Bézier path figures")
struct Case48Tests {
    static let orange = (255, 127, 79)
    static let green = (77, 186, 122)
    static let white = (255, 255, 255)

    /// The pixel of panel `panel` of `frame` at book point (`x`, `y`).
    private func pixel(_ frame: CaseFrame, panel: Int, x: Int, y: Int) -> Pixel {
        let origin = BezierFiguresViewController.panelFrame(at: panel).origin
        let drawing = BezierFiguresViewController.drawingOrigin
        return frame[Int(origin.x) + x - Int(drawing.x), Int(origin.y) + y - Int(drawing.y)]
    }

    private func frame(_ id: String) throws -> CaseFrame {
        try CaseProbe(id, as: UIViewController.self).frame(at: 0)
    }

    @Test("Fig 11.3: 3.5 points off the line is inked at width 10, not at width 1")
    func lineWidth() throws {
        let frame = try frame("case-48-03")
        #expect(isColor(pixel(frame, panel: 0, x: 202, y: 197), Self.white))
        #expect(isColor(pixel(frame, panel: 1, x: 202, y: 197), Self.orange))
        #expect(pixel(frame, panel: 0, x: 200, y: 200).b < 120)
    }

    @Test("Fig 11.3–11.4: behind the end point a butt cap inks nothing, a square cap its 5 × 10 box, a round cap its half disc")
    func lineCaps() throws {
        let butt = try frame("case-48-03"), caps = try frame("case-48-04")
        // (147, 147): 3.5 behind the end on the line.
        #expect(isColor(pixel(butt, panel: 1, x: 147, y: 147), Self.white))
        #expect(isColor(pixel(caps, panel: 0, x: 147, y: 147), Self.orange))
        #expect(isColor(pixel(caps, panel: 1, x: 147, y: 147), Self.orange))
        // (150, 144): in the square cap's corner, outside the round cap's disc of radius 5.
        #expect(isColor(pixel(caps, panel: 0, x: 150, y: 144), Self.orange))
        #expect(isColor(pixel(caps, panel: 1, x: 150, y: 144), Self.white))
    }

    @Test("Fig 11.5: the miter join's tip reaches 7.07 below the corner (250, 250), the round join 5")
    func lineJoins() throws {
        let frame = try frame("case-48-05")
        #expect(isColor(pixel(frame, panel: 0, x: 249, y: 255), Self.orange))
        #expect(isColor(pixel(frame, panel: 1, x: 249, y: 255), Self.white))
        #expect(isColor(pixel(frame, panel: 1, x: 249, y: 253), Self.orange))
    }

    @Test("Figs 11.6–11.8: PNGreen set with set(); the line, the polyline and the closed path")
    func pathsAndColour() throws {
        let colour = try frame("case-48-06"), paths = try frame("case-48-07"), closed = try frame("case-48-08")
        #expect(isColor(pixel(colour, panel: 0, x: 200, y: 200), Self.green))
        #expect(isColor(pixel(paths, panel: 0, x: 200, y: 200), Self.green))
        #expect(isColor(pixel(paths, panel: 0, x: 300, y: 200), Self.white))
        #expect(isColor(pixel(paths, panel: 1, x: 300, y: 200), Self.green))
        #expect(isColor(pixel(paths, panel: 1, x: 250, y: 150), Self.white))
        #expect(isColor(pixel(closed, panel: 0, x: 250, y: 150), Self.green))
        #expect(isColor(pixel(closed, panel: 0, x: 250, y: 183), Self.white))
    }

    @Test("Fig 11.9: green fill inside, the orange stroke 5 points either side of the edge, white outside")
    func strokeAndFill() throws {
        let probe = try CaseProbe("case-48-09", as: UIViewController.self)
        let frame = try probe.frame(at: 0)
        #expect(isColor(frame[250, 183], Self.green))
        #expect(isColor(frame[250, 146], Self.orange))
        #expect(isColor(frame[250, 153], Self.orange))
        #expect(isColor(frame[250, 156], Self.green))
        #expect(isColor(frame[250, 143], Self.white))
    }
}
