import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

// MARK: B-8: the wavy progress bar (§5)

extension Articles {
    /// B-8's variants, in the article's order: two shape layers (B-8-1), the custom layer (B-8-2) and its
    /// `strokeEnd` extension (B-8-3).
    static let wavyProgressBars: [Scene] = [b8ShapeLayers, b8CustomLayer, b8StrokeEnd]

    /// The canvas around the bar (y 150 … 175) and the slider under it.
    private static let progressCanvas = CGRect(x: 0, y: 110, width: 414, height: 170)
    /// The progress the slider is dragged to at 0, 0.5, 1, 1.5 and 2 s.
    static let draggedProgress: [(time: CFTimeInterval, progress: CGFloat)] = [(0, 0), (0.5, 0.25), (1, 0.5), (1.5, 0.75), (2, 1)]
    private static let dragNote = """
    The article drives the bar with a `UISlider` but gives no frame: the slider is at (25, 230, 364, 30), under \
    the bar. The script drags its thumb from 0 (touch down on the thumb at 0 s) a quarter of its travel every \
    0.5 s, lifting at 2 s: progress 0, 0.25, 0.5, 0.75, 1. A custom layer is on the view controller's view, over \
    the whole screen, drawn at the screen's scale.
    """

    /// B-8-1: approach 1, two `CAShapeLayer`s sharing the path, the top one trimmed with `strokeEnd`.
    private static let b8ShapeLayers = Scene(
        id: "B-8-1", origin: .article(number: 2, section: "§5 Two shape layers"),
        title: "Wavy progress bar: two shape layers", chineseTitle: "CALayer的探究应用——进度条：常规做法",
        canvas: progressCanvas, sampleTimes: [0, 0.5, 0.625, 0.75, 1.25, 1.75, 2.25],
        notes: """
        `updatePath` as printed: the path (25, 150) → ((W − 50) · p + 25, 150 + 25 · (1 − |p − 0.5| · 2)) → \
        (W − 25, 150) on both layers, `top.strokeEnd = p`. The article does not show the layers' set-up: both are \
        5 points wide with round caps and no fill, `background` light grey and `top` green, as the custom layer \
        draws. The layers are standalone, so the new path shows at once (no implicit animation for `path`) while \
        `strokeEnd` follows in the default 0.25 s implicit animation: the lag the article notes (at 0.5 s the \
        bend has moved, the green has not; at 0.625 s it is 80 % of the way, on the default timing curve). \
        `strokeEnd` trims by arc length, so the green ends within 0.6 points of the bend. 0.75, 1.25, 1.75 and \
        2.25 s show each step settled. \(dragNote)
        """,
        viewController: { ShapeProgressViewController() },
        script: dragSlider
    )

    /// B-8-2: approach 2, the custom `CALayer` with `progress` that redraws itself in `drawInContext:`.
    private static let b8CustomLayer = Scene(
        id: "B-8-2", origin: .article(number: 2, section: "§5 Custom layer"),
        title: "Wavy progress bar: custom layer", chineseTitle: "CALayer的探究应用——进度条：自定义layer",
        canvas: progressCanvas, sampleTimes: draggedProgress.map(\.time),
        notes: """
        The line bends down at the progress point by 25 · (1 − |p − 0.5| · 2) points (`MAX_OFFSET` 25 at half \
        progress): green to the point, light grey after it, 5 points wide with round caps, grey drawn first; no \
        green dot at 0. \(dragNote)
        """,
        viewController: { WavyProgressViewController(progressLayer: WavyProgressLayer()) },
        script: dragSlider
    )

    /// B-8-3: the extension: the custom layer with its own `strokeEnd` (0.5 here) deciding the green part.
    private static let b8StrokeEnd = Scene(
        id: "B-8-3", origin: .article(number: 2, section: "§5 Extension: strokeEnd"),
        title: "Wavy progress bar: strokeEnd on the custom layer", chineseTitle: "CALayer的探究应用——进度条：扩展strokeEnd",
        canvas: progressCanvas, sampleTimes: draggedProgress.map(\.time),
        notes: """
        The article's final `drawInContext:` with `strokeEnd` = 0.5: the colour changes at x = 25 + 364 · 0.5 = 207 \
        on the bent line whatever the progress, so the green runs through the bend while the progress is below a \
        half (`strokeEnd > progress`) and the grey does after; colours RGB(66, 255, 66) and RGB(204, 204, 204). \
        The article's percentage label (`_report`, `_textRect`) is not shown: its code is not given. \(dragNote)
        """,
        viewController: {
            let layer = StrokeEndProgressLayer()
            layer.strokeEnd = 0.5
            return WavyProgressViewController(progressLayer: layer)
        },
        script: dragSlider
    )

    /// Drags the demo's slider thumb through ``draggedProgress``: down on the thumb at 0 s, moved to the thumb's
    /// place for each progress (`thumbRect(forBounds:trackRect:value:)`) every 0.5 s, lifted at 2 s.
    private static func dragSlider(on stage: SceneStage) {
        let window = stage.window
        guard let slider = stage.view.subviews.lazy.compactMap({ $0 as? UISlider }).first else { return }
        let track = slider.trackRect(forBounds: slider.bounds)
        for (time, progress) in draggedProgress {
            let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: Float(progress))
            stage.at(time, "drag the slider to \(progress)") {
                let point = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
                window.sendTouch(time == 0 ? .began : .moved, at: point)
                if time == draggedProgress.last?.time { window.sendTouch(.ended, at: point) }
            }
        }
    }
}
