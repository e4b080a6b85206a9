import CGifLib

/// The structure of a GIF file, read once by ``GIFDecoder``: the canvas, the loop count and a small record per
/// frame (its description and where its image descriptor starts). No pixel is decoded and no per-frame memory
/// beyond the record is kept, so parsing is linear in the file size and its memory linear in the frame count.
struct GIFStructure {
    /// What the decoder keeps of one frame.
    struct Frame {
        var info: GIFFrameInfo
        /// The offset of the frame's image separator (`,`) in the data.
        var descriptorOffset: Int
        /// The first frame from which compositing on a blank canvas gives this frame's result: the frame itself
        /// or an earlier one (see ``GIFStructure/linkKeyframes()``).
        var keyframe = 0
    }

    /// The canvas width: the logical screen's, or the first frame's extent when the screen is zero-sized.
    var width: Int
    /// The canvas height.
    var height: Int
    /// The loop count of a NETSCAPE2.0 or ANIMEXTS1.0 application extension, `nil` without one.
    var loopCount: Int?
    /// The end of the header and global colour table: a frame decode reads these bytes, then the frame's.
    var headerEnd: Int
    var frames: [Frame] = []

    /// A graphic control extension waiting for the image it applies to.
    private struct GraphicControl {
        var delayCentiseconds: Int
        var disposal: GIFDisposal
        var transparentIndex: Int?
    }

    /// Reads the structure of the GIF in `memory`.
    ///
    /// Truncation after the header is not an error: the frames whose descriptor is complete are kept (the last
    /// one possibly with part of its pixel data). A record that is neither an image, an extension nor the
    /// trailer ends the file, as in browsers. Frames after `limits.frameLimit` are ignored.
    ///
    /// - Throws: ``ImageIOError`` naming `source` (``ImageIOError/Kind/truncated`` when the data ends before the
    ///   first frame, ``ImageIOError/Kind/corrupt`` for an LZW minimum code size giflib rejects,
    ///   ``ImageIOError/Kind/tooLarge`` beyond `limits.pixelLimit`, ``ImageIOError/Kind/invalidSize`` when
    ///   neither the screen nor the first frame has an area).
    init(memory: UnsafeRawBufferPointer, source: String?, limits: GIFDecoder.Limits) throws(ImageIOError) {
        let reader = try GIFLibReader(memory: memory, ranges: [0..<memory.count], source: source)
        width = Int(reader.file.pointee.SWidth)
        height = Int(reader.file.pointee.SHeight)
        headerEnd = reader.position
        if width > 0, height > 0 { try Self.checkPixelLimit(width: width, height: height, limits: limits, source: source) }

        var graphicControl: GraphicControl?
        var truncation: ImageIOError?
        records: while frames.count < limits.frameLimit {
            var type = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(reader.file, &type) != GIF_ERROR else {
                if reader.ranOut { truncation = reader.lastError(context: "before frame \(frames.count)") }
                break  // the data ends, or a byte that starts no record: the end of the file, as browsers read it
            }
            switch type {
            case IMAGE_DESC_RECORD_TYPE:
                let offset = reader.position - 1
                guard DGifGetImageDesc(reader.file) != GIF_ERROR else {
                    if reader.ranOut {
                        truncation = reader.lastError(context: "in the descriptor of frame \(frames.count)")
                        break records
                    }
                    throw Self.descriptorError(reader: reader, memory: memory, frame: frames.count, source: source)
                }
                // giflib appends each descriptor to its SavedImages list; dropping it keeps memory flat.
                GifFreeSavedImages(reader.file)
                reader.file.pointee.ImageCount = 0
                frames.append(Frame(info: Self.frameInfo(reader.file.pointee.Image, control: graphicControl), descriptorOffset: offset))
                graphicControl = nil
                guard Self.skipImageData(reader) else {
                    truncation = reader.lastError(context: "in the data of frame \(frames.count - 1)")
                    break records
                }
            case EXTENSION_RECORD_TYPE:
                guard readExtension(reader, graphicControl: &graphicControl) else {
                    truncation = reader.lastError(context: "in an extension after frame \(frames.count - 1)")
                    break records
                }
            default:
                break records  // the trailer
            }
        }
        guard let first = frames.first?.info else {
            throw truncation ?? ImageIOError(.corrupt, path: source, format: .gif, message: "the file has no frame")
        }
        if width == 0 || height == 0 {
            // Browsers show a GIF with an empty logical screen at the size of its first frame.
            width = first.x + first.width
            height = first.y + first.height
            guard width > 0, height > 0 else {
                throw ImageIOError(
                    .invalidSize,
                    path: source,
                    format: .gif,
                    message: "the logical screen and the first frame are empty (\(first.width)×\(first.height) at \(first.x), \(first.y))"
                )
            }
            try Self.checkPixelLimit(width: width, height: height, limits: limits, source: source)
        }
        linkKeyframes()
    }

    private static func checkPixelLimit(width: Int, height: Int, limits: GIFDecoder.Limits, source: String?) throws(ImageIOError) {
        guard width * height <= limits.pixelLimit else {
            throw ImageIOError(
                .tooLarge,
                path: source,
                format: .gif,
                message: "\(width)×\(height) = \(width * height) pixels exceeds the limit of \(limits.pixelLimit)"
            )
        }
    }

    /// giflib's error for a descriptor whose bytes are all there: it rejects an LZW minimum code size above 8
    /// (the byte it read last) with a read error, so the message says what is really wrong.
    private static func descriptorError(
        reader: GIFLibReader,
        memory: UnsafeRawBufferPointer,
        frame: Int,
        source: String?
    ) -> ImageIOError {
        let codeSize = Int(memory[reader.position - 1])
        guard reader.file.pointee.Error == D_GIF_ERR_READ_FAILED, codeSize > 8 else {
            return reader.lastError(context: "in the descriptor of frame \(frame)")
        }
        return ImageIOError(
            .corrupt,
            path: source,
            format: .gif,
            message: "giflib: LZW minimum code size \(codeSize) of frame \(frame) exceeds 8"
        )
    }

    private static func frameInfo(_ descriptor: GifImageDesc, control: GraphicControl?) -> GIFFrameInfo {
        GIFFrameInfo(
            x: Int(descriptor.Left),
            y: Int(descriptor.Top),
            width: Int(descriptor.Width),
            height: Int(descriptor.Height),
            delayCentiseconds: control?.delayCentiseconds ?? 0,
            disposal: control?.disposal ?? .unspecified,
            transparentIndex: control?.transparentIndex,
            isInterlaced: descriptor.Interlace,
            hasLocalColorTable: descriptor.ColorMap != nil
        )
    }

    /// Steps over a frame's LZW sub-blocks without decompressing them; `false` when the data ends first.
    private static func skipImageData(_ reader: GIFLibReader) -> Bool {
        var codeSize: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetCode(reader.file, &codeSize, &block) != GIF_ERROR else { return false }
        while block != nil {
            guard DGifGetCodeNext(reader.file, &block) != GIF_ERROR else { return false }
        }
        return true
    }

    /// Reads one extension, keeping a graphic control extension for the next image and the loop count of an
    /// animation extension; `false` when the data ends inside it.
    private mutating func readExtension(_ reader: GIFLibReader, graphicControl: inout GraphicControl?) -> Bool {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(reader.file, &code, &block) != GIF_ERROR else { return false }
        var isAnimationExtension = false
        var isFirstBlock = true
        while let bytes = block {
            let length = Int(bytes[0])
            if isFirstBlock, code == GRAPHICS_EXT_FUNC_CODE, length >= 4 {
                let packed = Int(bytes[1])
                graphicControl = GraphicControl(
                    delayCentiseconds: Int(bytes[2]) | Int(bytes[3]) << 8,
                    disposal: GIFDisposal(field: packed >> 2 & 0x07),
                    transparentIndex: packed & 0x01 != 0 ? Int(bytes[4]) : nil
                )
            } else if isFirstBlock, code == APPLICATION_EXT_FUNC_CODE, length == 11 {
                let identifier = String(decoding: UnsafeBufferPointer(start: bytes + 1, count: 11), as: UTF8.self)
                isAnimationExtension = identifier == "NETSCAPE2.0" || identifier == "ANIMEXTS1.0"
            } else if isAnimationExtension, length >= 3, bytes[1] == 1 {
                loopCount = Int(bytes[2]) | Int(bytes[3]) << 8
            }
            isFirstBlock = false
            guard DGifGetExtensionNext(reader.file, &block) != GIF_ERROR else { return false }
        }
        return true
    }

    /// Sets each frame's ``Frame/keyframe``: a frame starts from a blank canvas when it is the first, when the
    /// frame before restored to background over the whole canvas or from a blank canvas, or when the frame
    /// before restored to previous from a blank canvas. Compositing a frame needs only the frames from its
    /// keyframe on.
    private mutating func linkKeyframes() {
        for index in frames.indices.dropFirst() {
            let previous = frames[index - 1]
            let previousStartedBlank = previous.keyframe == index - 1
            let startsBlank: Bool
            switch previous.info.disposal {
            case .restoreToBackground:
                startsBlank = previousStartedBlank || Self.covers(previous.info, width: width, height: height)
            case .restoreToPrevious:
                startsBlank = previousStartedBlank
            case .unspecified, .doNotDispose:
                startsBlank = false
            }
            frames[index].keyframe = startsBlank ? index : previous.keyframe
        }
    }

    /// The part of `frame`'s rectangle inside the canvas, or `nil` when none of it is.
    func visibleArea(of frame: GIFFrameInfo) -> (columns: Range<Int>, rows: Range<Int>)? {
        let left = max(frame.x, 0), right = min(frame.x + frame.width, width)
        let top = max(frame.y, 0), bottom = min(frame.y + frame.height, height)
        guard left < right, top < bottom else { return nil }
        return (left..<right, top..<bottom)
    }

    private static func covers(_ frame: GIFFrameInfo, width: Int, height: Int) -> Bool {
        frame.x <= 0 && frame.y <= 0 && frame.x + frame.width >= width && frame.y + frame.height >= height
    }
}
