import CGifLib

/// One giflib decoding session (`DGifOpen`) reading GIF bytes from memory.
///
/// giflib pulls bytes through a read callback; the callback finds this reader's ``Cursor`` through the
/// `UserData` pointer of the `GifFileType`, so no global state is involved. The cursor serves a list of byte
/// ranges one after the other: the structure parse reads the whole file, a frame decode reads the header and
/// global colour table, then continues at the frame's image descriptor.
///
/// The memory must stay valid for the reader's lifetime. A reader is used by one thread at a time.
final class GIFLibReader {
    /// The read position of a session: which ranges of the data remain, and whether a read ran out of bytes.
    struct Cursor {
        let memory: UnsafeRawBufferPointer
        var ranges: ArraySlice<Range<Int>>
        /// The offset in `memory` of the next byte to read.
        var position: Int
        /// Whether giflib asked for bytes beyond the end of the data.
        var ranOut = false
        /// Whether a one-byte read at the end of the data gets a block terminator (0), once.
        var endsWithBlockTerminator: Bool

        init(memory: UnsafeRawBufferPointer, ranges: [Range<Int>], endsWithBlockTerminator: Bool) {
            self.memory = memory
            self.ranges = ranges[...]
            self.position = ranges.first?.lowerBound ?? 0
            self.endsWithBlockTerminator = endsWithBlockTerminator
        }

        /// Copies up to `count` bytes to `destination`; fewer only at the end of the data.
        mutating func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
            var copied = 0
            while copied < count, let range = ranges.first {
                let available = range.upperBound - position
                if available <= 0 {
                    ranges.removeFirst()
                    if let next = ranges.first { position = next.lowerBound }
                    continue
                }
                let chunk = min(available, count - copied)
                (destination + copied).initialize(
                    from: memory.baseAddress!.assumingMemoryBound(to: UInt8.self) + position,
                    count: chunk
                )
                copied += chunk
                position += chunk
            }
            if copied < count {
                ranOut = true
                if endsWithBlockTerminator, copied == 0, count == 1 {
                    destination.initialize(to: 0)
                    endsWithBlockTerminator = false
                    return 1
                }
            }
            return copied
        }
    }

    /// giflib's handle, open until the reader is released.
    let file: UnsafeMutablePointer<GifFileType>
    private let cursor: UnsafeMutablePointer<Cursor>
    private let source: String?

    /// Opens a session on `ranges` of `memory` (read in order) and reads the header, the logical screen
    /// descriptor and the global colour table.
    ///
    /// With `endsWithBlockTerminator`, a sub-block length read at the end of the data gets 0, once: giflib
    /// reads a frame's remaining blocks up to the terminator after its last pixel and fails when they are
    /// missing, which would lose a complete last row of a file cut just before its terminator.
    ///
    /// - Throws: ``ImageIOError`` naming `source`: ``ImageIOError/Kind/truncated`` when the data ends inside
    ///   the header, ``ImageIOError/Kind/notGIF`` or ``ImageIOError/Kind/corrupt`` for giflib's other errors.
    init(
        memory: UnsafeRawBufferPointer,
        ranges: [Range<Int>],
        endsWithBlockTerminator: Bool = false,
        source: String?
    ) throws(ImageIOError) {
        let cursor = UnsafeMutablePointer<Cursor>.allocate(capacity: 1)
        cursor.initialize(to: Cursor(memory: memory, ranges: ranges, endsWithBlockTerminator: endsWithBlockTerminator))
        var status: Int32 = 0
        let opened = DGifOpen(cursor, { file, buffer, count in
            guard let file, let buffer, count > 0 else { return 0 }
            let cursor = file.pointee.UserData.assumingMemoryBound(to: Cursor.self)
            return Int32(cursor.pointee.read(into: buffer, count: Int(count)))
        }, &status)
        guard let opened else {
            let error = Self.error(code: status, ranOut: cursor.pointee.ranOut, source: source, context: "in the header")
            cursor.deinitialize(count: 1)
            cursor.deallocate()
            throw error
        }
        self.file = opened
        self.cursor = cursor
        self.source = source
    }

    deinit {
        var status: Int32 = 0
        DGifCloseFile(file, &status)
        cursor.deinitialize(count: 1)
        cursor.deallocate()
    }

    /// The offset in the data of the next byte giflib will read.
    var position: Int { cursor.pointee.position }

    /// Whether giflib has asked for bytes beyond the end of the data: its read errors mean truncation.
    var ranOut: Bool { cursor.pointee.ranOut }

    /// giflib's last error as an ``ImageIOError``; `context` says where it happened ("in frame 3").
    func lastError(context: String) -> ImageIOError {
        Self.error(code: file.pointee.Error, ranOut: ranOut, source: source, context: context)
    }

    /// giflib's error `code` as an ``ImageIOError``: any failure after a read ran out of data is truncation
    /// (giflib reports a cut header as a missing screen descriptor, for instance).
    static func error(code: Int32, ranOut: Bool, source: String?, context: String) -> ImageIOError {
        let kind: ImageIOError.Kind
        switch code {
        case _ where ranOut: kind = .truncated
        case D_GIF_ERR_NOT_GIF_FILE: kind = .notGIF
        case D_GIF_ERR_NOT_ENOUGH_MEM: kind = .tooLarge
        default: kind = .corrupt
        }
        let detail = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
        let reason = ranOut ? "read past the end of the data" : detail
        return ImageIOError(kind, path: source, format: .gif, message: "giflib: \(reason) \(context)")
    }
}
