import CGifLib

/// giflib's encoder (`EGifOpen`) writing into memory: the screen descriptor, the NETSCAPE2.0 loop extension, and
/// frames (graphic control extension, image descriptor, LZW-compressed rows), GIF89a.
///
/// giflib calls a C function for output; the byte buffer reaches it through the file's `UserData` pointer (this
/// object, unretained: it outlives the giflib file, which ``finish()`` or `deinit` closes).
final class GIFStreamWriter {
    private var file: UnsafeMutablePointer<GifFileType>?
    private var output = [UInt8]()
    private let width: Int, height: Int
    private var hasScreenDescriptor = false

    /// Opens giflib's encoder for a `width` × `height` logical screen (1...65535 each).
    init(width: Int, height: Int) throws(ImageIOError) {
        self.width = width
        self.height = height
        var error: Int32 = 0
        let opened = EGifOpen(Unmanaged.passUnretained(self).toOpaque(), { file, bytes, count in
            guard let file, let bytes, count >= 0 else { return 0 }
            let writer = Unmanaged<GIFStreamWriter>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
            writer.output.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
            return count
        }, &error)
        guard let opened else { throw Self.error(code: error) }
        file = opened
        EGifSetGifVersion(opened, true)
    }

    deinit {
        if let file { EGifCloseFile(file, nil) }
    }

    /// Writes the logical screen descriptor (with `globalPalette` as the global colour table, if any) and, when
    /// `loopCount` is not `nil`, the NETSCAPE2.0 application extension with it (0 = forever). Call once, first.
    func writeHeader(globalPalette: IndexedPalette?, loopCount: Int?) throws(ImageIOError) {
        precondition(!hasScreenDescriptor, "the GIF header is written once")
        hasScreenDescriptor = true
        let file = try openFile()
        let colorResolution: Int32 = 8
        try withColorMap(globalPalette) { (map) throws(ImageIOError) in
            try check(EGifPutScreenDesc(file, Int32(width), Int32(height), colorResolution, 0, map))
        }
        guard let loopCount else { return }
        let identifier = Array("NETSCAPE2.0".utf8)
        let subBlock: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8(loopCount >> 8 & 0xFF)]
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(file, Int32(identifier.count), identifier))
        try check(EGifPutExtensionBlock(file, Int32(subBlock.count), subBlock))
        try check(EGifPutExtensionTrailer(file))
    }

    /// Writes one frame: its graphic control extension (delay, disposal, transparent index), its image
    /// descriptor (with `localPalette` as its local colour table, if any) and its rows of `indices`. The disposal
    /// is "restore to background" (2) when `restoresToBackground`, otherwise "do not dispose" (1).
    func writeFrame(
        rect: PixelRect,
        indices: [UInt8],
        localPalette: IndexedPalette?,
        transparentIndex: Int?,
        delayCentiseconds: Int,
        restoresToBackground: Bool
    ) throws(ImageIOError) {
        precondition(hasScreenDescriptor, "the GIF header comes before the frames")
        let file = try openFile()
        var control = GraphicsControlBlock(
            DisposalMode: restoresToBackground ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT,
            UserInputFlag: false,
            DelayTime: Int32(delayCentiseconds),
            TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR))
        )
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
        try withColorMap(localPalette) { (map) throws(ImageIOError) in
            try check(EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map))
        }
        var indices = indices
        try indices.withUnsafeMutableBufferPointer { (rows) throws(ImageIOError) in
            for row in 0..<rect.height {
                try check(EGifPutLine(file, rows.baseAddress! + row * rect.width, Int32(rect.width)))
            }
        }
    }

    /// Writes the trailer, closes giflib's encoder and returns the file's bytes.
    func finish() throws(ImageIOError) -> [UInt8] {
        let file = try openFile()
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw Self.error(code: error) }
        return output
    }

    private func openFile() throws(ImageIOError) -> UnsafeMutablePointer<GifFileType> {
        guard let file else { throw ImageIOError(.encodingFailed, format: .gif, message: "the GIF is already finished") }
        return file
    }

    /// Calls `body` with giflib's copy of `palette` (`nil` for none); giflib copies it again, so it is freed after.
    private func withColorMap(
        _ palette: IndexedPalette?,
        _ body: (UnsafeMutablePointer<ColorMapObject>?) throws(ImageIOError) -> Void
    ) throws(ImageIOError) {
        guard let palette else { return try body(nil) }
        let colors = palette.tableEntries.map {
            GifColorType(Red: UInt8($0 >> 16 & 0xFF), Green: UInt8($0 >> 8 & 0xFF), Blue: UInt8($0 & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(colors.count), colors) else {
            throw ImageIOError(.encodingFailed, format: .gif, message: "giflib: cannot make a \(colors.count)-entry colour map")
        }
        defer { GifFreeMapObject(map) }
        try body(map)
    }

    private func check(_ status: Int32) throws(ImageIOError) {
        guard status == GIF_OK else { throw Self.error(code: file?.pointee.Error ?? 0) }
    }

    private static func error(code: Int32) -> ImageIOError {
        let message = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
        return ImageIOError(.encodingFailed, format: .gif, message: "giflib: \(message)")
    }
}
