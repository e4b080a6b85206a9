/// Writes an animated GIF (GIF89a) from canvas-sized RGBA frames through giflib, streaming: each frame is
/// quantised and compressed when the next one arrives (one frame is held back to choose its disposal), so memory
/// stays a few canvases whatever the frame count.
///
/// ```swift
/// var encoder = try GIFEncoder(width: 320, height: 240)
/// for frame in frames { try encoder.addFrame(frame, delayCentiseconds: 10) }
/// try encoder.finish(writingTo: "out.gif")
/// ```
///
/// - Frames with at most ``Options/maximumColors`` colours are written exactly; others get a median-cut
///   palette (see ``Options``) and dithering.
/// - A pixel with alpha < 128 is transparent; other pixels are written opaque (alpha is dropped).
/// - The first frame covers the canvas. Each later frame covers only the bounding box of the pixels that differ
///   from what the canvas shows, with disposal "do not dispose"; inside that box the pixels already shown are
///   written as the transparent index, which compresses well. A frame identical to the canvas is written as one
///   transparent pixel, so the frame count and the timing stay as given. A frame that makes an opaque pixel
///   transparent gets the previous frame's disposal "restore to background" over a box covering that pixel.
/// - The output is deterministic: the same frames and options give the same bytes on every machine.
public struct GIFEncoder: ~Copyable {
    private let width: Int, height: Int
    private let loopCount: Int?
    private let options: Options
    private let writer: GIFStreamWriter
    private var canvas: GIFCanvasTracker
    private var pending: PendingFrame?
    private var sharedPalette: IndexedPalette?
    private var hasWrittenHeader = false

    /// A frame received but not yet written: its disposal depends on the frame after it.
    private struct PendingFrame {
        let pixels: [UInt8]
        /// The rectangle to write, `nil` when the canvas already shows the whole frame.
        var rect: PixelRect?
        let kept: [UInt8]
        let delayCentiseconds: Int
        var restoresToBackground = false
    }

    /// Starts a GIF with a `width` × `height` logical screen.
    ///
    /// - Parameters:
    ///   - width: The canvas width, 1...65535 (GIF stores 16 bits).
    ///   - height: The canvas height, 1...65535.
    ///   - loopCount: How many times the animation repeats, written as a NETSCAPE2.0 extension: 0 (the default)
    ///     repeats forever; `nil` writes no extension (browsers then play it once). Clamped to 0...65535.
    ///   - options: Palette, dithering and colour count.
    /// - Throws: ``ImageIOError`` of kind ``ImageIOError/Kind/invalidSize`` for a size outside 1...65535.
    public init(width: Int, height: Int, loopCount: Int? = 0, options: Options = .init()) throws(ImageIOError) {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw ImageIOError(.invalidSize, format: .gif, message: "a GIF canvas is 1...65535 pixels each way, got \(width)×\(height)")
        }
        let writer = try GIFStreamWriter(width: width, height: height)
        self.width = width
        self.height = height
        self.loopCount = loopCount.map { min(max($0, 0), 65535) }
        var options = options
        options.maximumColors = min(max(options.maximumColors, 2), 256)
        self.options = options
        self.writer = writer
        canvas = GIFCanvasTracker(width: width, height: height)
    }

    /// Adds a frame shown for `delayCentiseconds` hundredths of a second.
    ///
    /// - Parameters:
    ///   - image: The whole canvas (`width` × `height`), straight alpha.
    ///   - delayCentiseconds: The frame's delay, clamped to 0...65535 (GIF stores 16 bits). Browsers show delays
    ///     below 2 as 10; that is the player's choice and is not changed here.
    /// - Throws: ``ImageIOError`` of kind ``ImageIOError/Kind/invalidSize`` when the image is not canvas-sized
    ///   (nothing is added), ``ImageIOError/Kind/encodingFailed`` if giflib fails.
    public mutating func addFrame(_ image: RGBAImage, delayCentiseconds: Int) throws(ImageIOError) {
        guard image.width == width, image.height == height else {
            throw ImageIOError(.invalidSize, format: .gif, message: "a frame must be the canvas size \(width)×\(height), got \(image.width)×\(image.height)")
        }
        let delay = min(max(delayCentiseconds, 0), 65535)
        var previousSource: [UInt8]?
        if var previous = pending {
            if let clearing = canvas.pixelsToClear(from: previous.pixels, to: image.pixels) {
                previous.rect = previous.rect.map { $0.union(clearing) } ?? clearing
                previous.restoresToBackground = true
            }
            try write(previous)
            previousSource = previous.pixels
        }
        var (rect, kept) = canvas.changes(to: image.pixels, previous: previousSource)
        if previousSource == nil { rect = PixelRect(x: 0, y: 0, width: width, height: height) }
        pending = PendingFrame(pixels: image.pixels, rect: rect, kept: kept, delayCentiseconds: delay)
    }

    /// Writes the last frame and the trailer and returns the GIF's bytes.
    ///
    /// - Throws: ``ImageIOError`` of kind ``ImageIOError/Kind/encodingFailed`` when no frame was added or giflib
    ///   fails.
    public consuming func finish() throws(ImageIOError) -> [UInt8] {
        guard let last = pending else {
            throw ImageIOError(.encodingFailed, format: .gif, message: "no frames were added")
        }
        try write(last)
        return try writer.finish()
    }

    /// Writes the last frame and the trailer to `path` atomically (a temporary file in the same folder renamed
    /// over `path`, missing folders created), like ``PNGCodec/write(_:to:compression:)``.
    ///
    /// - Throws: ``ImageIOError`` naming `path`: ``ImageIOError/Kind/io`` or any error of ``finish()``.
    public consuming func finish(writingTo path: String) throws(ImageIOError) {
        let bytes: [UInt8]
        do {
            bytes = try finish()
        } catch {
            throw error.attributed(to: path)
        }
        try FileIO.writeAtomically(bytes, to: path)
    }

    /// Quantises and writes `frame`, then updates the canvas (drawing it, then applying its disposal).
    private mutating func write(_ frame: PendingFrame) throws(ImageIOError) {
        // A frame identical to the canvas is one kept pixel (written transparent) at the origin.
        let rect = frame.rect ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        let region = FrameRegion(pixels: frame.pixels, canvasWidth: width, rect: rect, kept: frame.kept)
        if !hasWrittenHeader {
            if options.palette == .shared {
                sharedPalette = FrameQuantizer.sharedPalette(of: region, maximumColors: options.maximumColors)
            }
            try writer.writeHeader(globalPalette: sharedPalette, loopCount: loopCount)
            hasWrittenHeader = true
        }
        let result = if let sharedPalette {
            FrameQuantizer.quantize(region, shared: sharedPalette, maximumColors: options.maximumColors, dithering: options.dithering)
        } else {
            FrameQuantizer.quantize(region, maximumColors: options.maximumColors, dithering: options.dithering)
        }
        try writer.writeFrame(
            rect: rect,
            indices: result.indices,
            localPalette: result.usesLocalTable ? result.palette : nil,
            transparentIndex: result.palette.transparentIndex,
            delayCentiseconds: frame.delayCentiseconds,
            restoresToBackground: frame.restoresToBackground
        )
        canvas.draw(result.indices, in: rect, palette: result.palette)
        if frame.restoresToBackground { canvas.clear(rect) }
    }
}
