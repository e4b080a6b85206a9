import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Volume2 {
    /// Volume 2, chapter 11 (Bézier paths and CAShapeLayer): Case 48's figures, Cases 49–50.
    static let chapter11: [Scene] = case48 + [case49, case50]

    /// Case 49: the "Line Chart" button, tapped at 0.5 s, draws the green polyline in 2 s (linear `strokeEnd`).
    private static let case49 = Scene(
        id: "case-49", origin: .book(volume: 2, chapter: 11, section: "11.3.1"), title: "Dynamic line chart",
        chineseTitle: "动态折线动画", canvas: CGRect(x: 0, y: 0, width: 414, height: 330),
        sampleTimes: [0, 1, 1.5, 2, 2.5, 3],
        notes: """
        The upper half of § 11.3.2's screen (the line chart, its axes' labels and the "Line Chart" button). The \
        button is tapped at 0.5 s, after the first display's implicit animations (`draw(_:)` sets the shape layer's \
        path and stroke colour), so the animation runs from 0.5 to 2.5 s: `strokeEnd` is linear in time and a \
        fraction of the polyline's length (516.2 points), so at 1.5 s (1 s into it) the first half is drawn, up to \
        (177.3, 174.7) on the second segment; from 2.5 s the whole 10-point polyline, round caps and joins, stays \
        (model `strokeEnd` 1).
        """,
        viewController: { ChartsViewController() },
        script: { stage in stage.tap(at: CGPoint(x: 207, y: 45), time: 0.5) }
    )

    /// Case 50: the same tap draws the five bars in 1 s, one after another, while the line chart draws.
    private static let case50 = Scene(
        id: "case-50", origin: .book(volume: 2, chapter: 11, section: "11.3.2"),
        title: "Dynamic bar chart, axes and trigger button", chineseTitle: "动态柱状图动画",
        sampleTimes: [0, 0.75, 1, 1.25, 1.5, 2.5],
        notes: """
        The whole screen of § 11.3.2 (Fig 11.10); the "Line Chart" button is tapped at 0.5 s (see case-49). The \
        bars' `strokeEnd` is a fraction of their total length, 375 points, so in the 1 s from 0.5 s they are drawn \
        one after another, left to right (the prose's "each bar grows from low to high"): at 1 s the first bar and \
        72.5 of the second's 95 points. Square caps extend every bar, and the growing end, 15 points beyond its end \
        points. The bar chart view (0, 368, 414, 736) covers the line chart's lower half; the grey fill of the \
        bars' open subpaths has no area.
        """,
        viewController: { ChartsViewController() },
        script: { stage in stage.tap(at: CGPoint(x: 207, y: 45), time: 0.5) }
    )

    /// Case 48 (§ 11.2.2): one static scene per figure — Figs 11.3–11.8, the drawings of one attribute each, stacked
    /// in 220 × 120 panels under their lines of code, and Fig 11.9, the full demo.
    private static let case48: [Scene] = [
        bezierFigures(3, title: "Line width 1.0 and 10.0", chineseTitle: "贝济埃曲线不同线条宽度绘制效果") {
            [orangePolyline("bezierPath.lineWidth = 1.0", lineWidth: 1.0),
             orangePolyline("bezierPath.lineWidth = 10.0", lineWidth: 10.0)]
        },
        bezierFigures(4, title: "Line caps square and round", chineseTitle: "曲线不同端点风格") {
            [orangePolyline("bezierPath.lineCapStyle = .square", lineCapStyle: .square),
             orangePolyline("bezierPath.lineCapStyle = .round", lineCapStyle: .round)]
        },
        bezierFigures(5, title: "Default and round line join", chineseTitle: "线段连接处拐角") {
            [orangePolyline("bezierPath.lineJoinStyle: default (.miter)", lineCapStyle: .round),
             orangePolyline("bezierPath.lineJoinStyle = .round", lineCapStyle: .round, lineJoinStyle: .round)]
        },
        bezierFigures(6, title: "Line colour with set()", chineseTitle: "修改线条着色") {
            [greenPath("PNGreen.set()", points: 3)]
        },
        bezierFigures(7, title: "A line and a polyline", chineseTitle: "绘制直线和折线") {
            [greenPath("move(to:) + addLine(to:)", points: 2),
             greenPath("+ addLine(to: (350, 150))", points: 3)]
        },
        bezierFigures(8, title: "Closed path", chineseTitle: "闭合曲线") {
            [greenPath("+ close()", points: 3, closes: true)]
        },
        Scene(
            id: "case-48-09", origin: .book(volume: 2, chapter: 11, section: "11.2.2"),
            title: "Bézier path stroke and fill (Fig 11.9)", chineseTitle: "边框及内部填充效果",
            canvas: CGRect(origin: BezierFiguresViewController.drawingOrigin, size: CGSize(width: 220, height: 120)),
            sampleTimes: [0],
            notes: """
            The book's full demo, static: the closed triangle (150, 150)–(250, 250)–(350, 150) filled green \
            (color2, RGB(77, 186, 122)) and stroked orange (color1, RGB(255, 127, 79)), 10 points wide with round \
            caps and joins: `fill()` first, so the stroke's inner half covers the fill's edge.
            """,
            viewController: { BezierViewController() }
        ),
    ]

    /// The polyline of § 11.2.2, (150, 150)–(250, 250)–(350, 150), and the line of Fig 11.7 (its first segment).
    private static let bookPoints = [CGPoint(x: 150, y: 150), CGPoint(x: 250, y: 250), CGPoint(x: 350, y: 150)]

    /// A drawing of Figs 11.3–11.5: the polyline in orange, RGB(255, 127, 79) (§ 11.2.2: "by default the line
    /// colour is orange"; Core Graphics' own default is black), 10 points wide unless the figure says otherwise.
    private static func orangePolyline(_ caption: String, lineWidth: CGFloat = 10.0, lineCapStyle: CGLineCap = .butt,
                                       lineJoinStyle: CGLineJoin = .miter) -> BezierFigure {
        BezierFigure(caption: caption, lineWidth: lineWidth, lineCapStyle: lineCapStyle, lineJoinStyle: lineJoinStyle,
                     color: UIColor(red: 255.0 / 255.0, green: 127.0 / 255.0, blue: 79.0 / 255.0, alpha: 1.0),
                     points: bookPoints, closes: false)
    }

    /// A drawing of Figs 11.6–11.8: the first `points` of the polyline (closed if `closes`) in PNGreen,
    /// RGB(77, 186, 122), set with `set()`, 10 points wide with round caps and joins (the attributes of the
    /// figures before, as the full demo of Fig 11.9 has them).
    private static func greenPath(_ caption: String, points: Int, closes: Bool = false) -> BezierFigure {
        BezierFigure(caption: caption, lineWidth: 10.0, lineCapStyle: .round, lineJoinStyle: .round,
                     color: PNGreen, points: Array(bookPoints.prefix(points)), closes: closes)
    }

    /// A Case 48 scene showing the drawings of Fig 11.`figure`, one panel each, top to bottom; static.
    private static func bezierFigures(_ figure: Int, title: String, chineseTitle: String,
                                      figures: @escaping @Sendable () -> [BezierFigure]) -> Scene {
        let count = figures().count
        let bottom = BezierFiguresViewController.panelFrame(at: count - 1).maxY + 10
        return Scene(
            id: "case-48-0\(figure)", origin: .book(volume: 2, chapter: 11, section: "11.2.2"),
            title: "\(title) (Fig 11.\(figure))", chineseTitle: chineseTitle,
            canvas: CGRect(x: 0, y: 0, width: 414, height: bottom), sampleTimes: [0],
            notes: """
            Static. The book prints only the lines that change; each panel strokes the polyline (150, 150)–\
            (250, 250)–(350, 150) of § 11.2.2's drawing steps, shown over (140…360, 140…260). Figs 11.3–11.5 are \
            orange, RGB(255, 127, 79) — the book calls the line colour orange "by default" (Core Graphics' default \
            is black) — 10 points wide except Fig 11.3's left, with the attributes not under study at their \
            defaults (butt caps, miter joins) and Fig 11.5 with round caps; from Fig 11.6 on, PNGreen, \
            RGB(77, 186, 122), made current with `set()`, 10 points wide with round caps and joins.
            """,
            viewController: { BezierFiguresViewController(figures: figures()) }
        )
    }
}
