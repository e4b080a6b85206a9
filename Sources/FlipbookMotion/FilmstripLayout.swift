import Foundation
import FlipbookGraphics

/// Where a ``Filmstrip`` puts its frames: rows of up to ``columns`` frames, left to right then top to bottom,
/// each frame with its label band below, ``Filmstrip/gap`` points around and between them.
///
/// Frame rectangles are whole pixels at every scale (the gap is a whole number of points), so a frame can be cut
/// out of a strip exactly — what the animation goldens' report does to tell which frames drifted.
public struct FilmstripLayout: Sendable, Equatable {
    /// The number of frames.
    public let frameCount: Int
    /// The frames per row (the last row may hold fewer).
    public let columns: Int
    /// The size of one frame in pixels.
    public let framePixelWidth: Int, framePixelHeight: Int
    /// Pixels per point.
    public let scale: Int

    /// The layout of `frameCount` frames of `framePixelWidth` × `framePixelHeight` pixels at `scale`, `columns`
    /// a row (`nil`: all in one row; clamped to 1 … `frameCount`).
    public init(frameCount: Int, framePixelWidth: Int, framePixelHeight: Int, scale: Int, columns: Int? = nil) {
        self.frameCount = max(frameCount, 0)
        self.columns = max(1, min(columns ?? frameCount, frameCount))
        self.framePixelWidth = framePixelWidth
        self.framePixelHeight = framePixelHeight
        self.scale = scale
    }

    /// The number of rows.
    public var rows: Int { (frameCount + columns - 1) / columns }

    /// The size of one frame in points.
    public var frameSize: CGSize {
        CGSize(width: CGFloat(framePixelWidth) / CGFloat(scale), height: CGFloat(framePixelHeight) / CGFloat(scale))
    }

    /// The size of the whole strip in points.
    public var size: CGSize {
        CGSize(width: CGFloat(columns) * frameSize.width + CGFloat(columns + 1) * Filmstrip.gap,
               height: Filmstrip.gap + CGFloat(rows) * (frameSize.height + Filmstrip.labelHeight + Filmstrip.gap))
    }

    /// The rectangle of frame `index` in points.
    public func frameRect(_ index: Int) -> CGRect {
        CGRect(origin: CGPoint(x: CGFloat(pixelX(index)) / CGFloat(scale), y: CGFloat(pixelY(index)) / CGFloat(scale)),
               size: frameSize)
    }

    /// The rectangle of frame `index` in the strip's pixels: x, y, width and height.
    public func framePixelRect(_ index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        (pixelX(index), pixelY(index), framePixelWidth, framePixelHeight)
    }

    private var gapPixels: Int { Int(Filmstrip.gap) * scale }

    private func pixelX(_ index: Int) -> Int {
        gapPixels + (index % columns) * (framePixelWidth + gapPixels)
    }

    private func pixelY(_ index: Int) -> Int {
        gapPixels + (index / columns) * (framePixelHeight + (Int(Filmstrip.labelHeight) + Int(Filmstrip.gap)) * scale)
    }
}
