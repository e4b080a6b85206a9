import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookText
import Foundation

/// Frames side by side on a grey strip, each labelled below with its time ("t = 0.50 s"), in one row or in rows of
/// a given number of frames (``FilmstripLayout``).
///
/// The strip is itself a layer tree — one layer per frame showing the frame as `contents`, one `CATextLayer` per
/// label — rendered by the compositor at the frames' scale, so frames keep their exact pixels.
public enum Filmstrip {
    /// The space around and between frames, in points.
    static let gap: CGFloat = 8
    /// The height of the label band below the frames, in points.
    static let labelHeight: CGFloat = 22
    /// The label font size in points.
    static let fontSize: CGFloat = 13

    /// Composes `frames` (images at `scale` pixels per point, all the same size) with their times into a strip,
    /// `columns` frames a row (`nil`: one row).
    ///
    /// - Throws: ``FilmstripError`` when there are no frames, the frames differ in size, or there is not one time
    ///   per frame; ``FrameRenderError`` when the strip cannot be rendered (scale not 1, 2 or 3, or too large).
    public static func compose(frames: [RGBAImage], times: [CFTimeInterval], scale: Int, columns: Int? = nil) throws -> RGBAImage {
        guard let first = frames.first else { throw FilmstripError.noFrames }
        guard frames.count == times.count else { throw FilmstripError.timesDoNotMatchFrames(frames: frames.count, times: times.count) }
        guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            throw FilmstripError.framesDifferInSize
        }
        guard (1...3).contains(scale) else { throw FrameRenderError.unsupportedScale(scale) }
        let layout = FilmstripLayout(frameCount: frames.count, framePixelWidth: first.width, framePixelHeight: first.height,
                                     scale: scale, columns: columns)
        let host = LayerHost(size: layout.size)
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.backgroundColor = CGColor(gray: 0.88, alpha: 1)
            for (index, (image, time)) in zip(frames, times).enumerated() {
                let rect = layout.frameRect(index)
                let frameLayer = CALayer()
                frameLayer.frame = rect
                frameLayer.contents = CGImage(image)
                frameLayer.contentsScale = CGFloat(scale)
                host.rootLayer.addSublayer(frameLayer)

                let label = CATextLayer()
                label.frame = CGRect(x: rect.minX, y: rect.maxY + 4, width: rect.width, height: labelHeight)
                label.string = Filmstrip.label(for: time)
                label.fontSize = fontSize
                label.foregroundColor = CGColor(gray: 0.2, alpha: 1)
                label.alignmentMode = .center
                label.contentsScale = CGFloat(scale)
                host.rootLayer.addSublayer(label)
            }
        }
        return try host.renderFrameImage(at: 0, scale: scale, backgroundColor: .white)
    }

    /// The label of a frame: the time exactly, with at least two decimals ("t = 0.50 s", "t = 0.125 s",
    /// "t = 1.0625 s"); a time no decimal of up to six places gives exactly (10/6 s) shows three ("t = 1.667 s").
    public static func label(for time: CFTimeInterval) -> String {
        let exact = (2...6).lazy.map { String(format: "%.\($0)f", time) }.first { Double($0) == time }
        return "t = \(exact ?? String(format: "%.3f", time)) s"
    }
}
