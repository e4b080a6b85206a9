import Synchronization

/// Decodes a GIF with giflib: the structure once, each frame's pixels on demand, composited onto the canvas
/// the way browsers show the animation.
///
/// The initializer reads the file's structure — the logical screen, the loop count and each frame's
/// descriptor and graphic control extension — without decoding pixels. ``image(at:)`` decodes frames and
/// composites them: the canvas starts transparent; after a frame is shown, its disposal applies
/// (``GIFDisposal/unspecified`` and ``GIFDisposal/doNotDispose`` keep it, ``GIFDisposal/restoreToBackground``
/// clears its rectangle to transparent, ``GIFDisposal/restoreToPrevious`` restores the canvas it was drawn on);
/// the transparent index and palette indices beyond the palette leave the canvas unchanged.
///
/// Reading the frames in order costs one frame's decode each: the decoder keeps the last composited canvas.
/// Reading out of order composites from the nearest earlier frame that starts from a blank canvas. Memory is
/// bounded by a few canvases and a small record per frame.
///
/// A decoder is safe to use from several threads; calls to ``image(at:)`` run one at a time.
public final class GIFDecoder: Sendable {
    /// Bounds on what a decoder accepts, checked before memory is allocated.
    public struct Limits: Sendable, Equatable {
        /// The largest canvas, `width * height`, accepted: larger screens throw ``ImageIOError/Kind/tooLarge``.
        public var pixelLimit: Int
        /// The most frames read: frames after this many are ignored, as if the file ended there.
        public var frameLimit: Int

        /// Creates limits.
        public init(pixelLimit: Int = PNGCodec.defaultPixelLimit, frameLimit: Int = 100_000) {
            self.pixelLimit = pixelLimit
            self.frameLimit = frameLimit
        }

        /// 64 megapixels (as ``PNGCodec/defaultPixelLimit``) and 100,000 frames.
        public static let `default` = Limits()
    }

    /// The canvas width in pixels: the logical screen's, or for a screen of zero size the first frame's right
    /// edge, as browsers show such files.
    public let width: Int
    /// The canvas height in pixels: the logical screen's, or for a screen of zero size the first frame's bottom
    /// edge.
    public let height: Int
    /// The loop count of the NETSCAPE2.0 (or ANIMEXTS1.0) application extension: 0 means forever. `nil` when
    /// the file has no such extension (browsers then play the animation once).
    public let loopCount: Int?

    private let data: [UInt8]
    private let source: String?
    private let structure: GIFStructure
    private let cache: Mutex<GIFCompositingState?>

    /// Reads the structure of a GIF.
    ///
    /// A file cut short keeps the frames whose descriptor is complete; the last of them shows the rows decoded
    /// before the cut.
    ///
    /// - Parameters:
    ///   - data: The GIF file.
    ///   - source: A name for the data (usually its path), used in error messages.
    ///   - limits: The largest canvas and the most frames accepted.
    /// - Throws: ``ImageIOError`` with format ``ImageIOError/Format/gif`` naming `source`:
    ///   ``ImageIOError/Kind/notGIF``, ``ImageIOError/Kind/truncated`` (the data ends before the first frame),
    ///   ``ImageIOError/Kind/corrupt`` (giflib rejects the data, or there is no frame),
    ///   ``ImageIOError/Kind/tooLarge`` (the canvas exceeds `limits.pixelLimit`) or
    ///   ``ImageIOError/Kind/invalidSize`` (neither the screen nor the first frame has an area).
    public init(data: [UInt8], source: String? = nil, limits: Limits = .default) throws(ImageIOError) {
        try Self.checkSignature(data, source: source)
        let structure = try data.withUnsafeBytes { memory in
            Result { () throws(ImageIOError) in try GIFStructure(memory: memory, source: source, limits: limits) }
        }.get()
        self.data = data
        self.source = source
        self.structure = structure
        self.width = structure.width
        self.height = structure.height
        self.loopCount = structure.loopCount
        self.cache = Mutex(nil)
    }

    /// The number of frames.
    public var frameCount: Int { structure.frames.count }

    /// The stored description of frame `index`, which must be in `0..<frameCount`.
    public func frameInfo(at index: Int) -> GIFFrameInfo {
        precondition(structure.frames.indices.contains(index), "frame \(index) is outside 0..<\(frameCount)")
        return structure.frames[index].info
    }

    /// Frame `index` composited onto the canvas: the picture a browser shows while the frame is displayed.
    ///
    /// `index` must be in `0..<frameCount`.
    ///
    /// - Throws: ``ImageIOError`` of kind ``ImageIOError/Kind/corrupt`` naming the source when the LZW data of
    ///   this frame, or of an earlier frame it is composited over, is damaged.
    public func image(at index: Int) throws(ImageIOError) -> RGBAImage {
        precondition(structure.frames.indices.contains(index), "frame \(index) is outside 0..<\(frameCount)")
        let pixels = try data.withUnsafeBytes { memory in
            let painter = GIFFramePainter(memory: memory, structure: structure, source: source)
            return cache.withLock { state in
                Result { () throws(ImageIOError) in try GIFCompositingState.composite(frame: index, painter: painter, cache: &state) }
            }
        }.get()
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func checkSignature(_ data: [UInt8], source: String?) throws(ImageIOError) {
        let signatures = [Array("GIF87a".utf8), Array("GIF89a".utf8)]
        if signatures.contains(where: { data.starts(with: $0) }) { return }
        if data.count < 6, signatures.contains(where: { $0.starts(with: data) }) {
            let detail = data.isEmpty ? "empty data" : "only \(data.count) bytes"
            throw ImageIOError(.truncated, path: source, format: .gif, message: "\(detail), shorter than the GIF signature")
        }
        throw ImageIOError(.notGIF, path: source, format: .gif, message: "the data does not start with GIF87a or GIF89a")
    }
}
