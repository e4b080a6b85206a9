import CGifLib

/// Decodes one frame's pixels with giflib and paints them onto the canvas, as browsers do: indices equal to the
/// transparent index, and indices beyond the frame's palette, leave the canvas unchanged; the part of the frame
/// outside the canvas is dropped.
///
/// A frame whose data ends early (the file is cut, or the LZW stream stops before the last pixel) paints the
/// rows decoded completely before that point; the rest of its rectangle is left unchanged, as for transparent
/// pixels.
struct GIFFramePainter {
    let memory: UnsafeRawBufferPointer
    let structure: GIFStructure
    let source: String?

    /// The rows of an interlaced frame in stored order: every 8th row from 0, every 8th from 4, every 4th
    /// from 2, every 2nd from 1.
    static func interlacedRows(height: Int) -> [Int] {
        [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in stride(from: start, to: height, by: step) }
    }

    /// Paints frame `index` onto `canvas` (`structure.width * structure.height` RGBA pixels).
    ///
    /// - Throws: ``ImageIOError`` of kind ``ImageIOError/Kind/corrupt`` naming `source` when the LZW data is
    ///   damaged (giflib's message); the rows painted before stay painted.
    func paint(frame index: Int, onto canvas: inout [UInt8]) throws(ImageIOError) {
        let info = structure.frames[index].info
        guard let (visibleColumns, visibleRows) = structure.visibleArea(of: info) else { return }

        let reader = try GIFLibReader(
            memory: memory,
            ranges: [0..<structure.headerEnd, structure.frames[index].descriptorOffset..<memory.count],
            endsWithBlockTerminator: true,
            source: source
        )
        var type = UNDEFINED_RECORD_TYPE
        guard DGifGetRecordType(reader.file, &type) != GIF_ERROR, DGifGetImageDesc(reader.file) != GIF_ERROR else {
            throw reader.lastError(context: "in the descriptor of frame \(index)")
        }
        let colors = Self.colorTable(reader.file.pointee.Image.ColorMap ?? reader.file.pointee.SColorMap, transparentIndex: info.transparentIndex)
        let storedRows = info.isInterlaced ? Self.interlacedRows(height: info.height) : Array(0..<info.height)
        var line = [GifPixelType](repeating: 0, count: info.width)
        for row in storedRows {
            if !info.isInterlaced, info.y + row >= visibleRows.upperBound { return }  // the rest is below the canvas
            let status = line.withUnsafeMutableBufferPointer { DGifGetLine(reader.file, $0.baseAddress, Int32(info.width)) }
            guard status != GIF_ERROR else {
                let code = reader.file.pointee.Error
                // The data ends (giflib then fails on the cut block, or on the terminator served at the end):
                // keep what was painted.
                if reader.ranOut || code == D_GIF_ERR_EOF_TOO_SOON { return }
                throw reader.lastError(context: "in the data of frame \(index)")
            }
            guard visibleRows.contains(info.y + row) else { continue }
            Self.paint(line, from: info.x, columns: visibleColumns, row: info.y + row, colors: colors, canvasWidth: structure.width, onto: &canvas)
        }
    }

    /// The frame's palette as 256 RGBA entries; absent, transparent and out-of-range entries have alpha 0.
    private static func colorTable(_ map: UnsafeMutablePointer<ColorMapObject>?, transparentIndex: Int?) -> [UInt32] {
        var table = [UInt32](repeating: 0, count: 256)
        if let map, let colors = map.pointee.Colors {
            for index in 0..<min(Int(map.pointee.ColorCount), 256) {
                let color = colors[index]
                table[index] = UInt32(color.Red) | UInt32(color.Green) << 8 | UInt32(color.Blue) << 16 | 0xFF00_0000
            }
        }
        if let transparentIndex { table[transparentIndex] = 0 }
        return table
    }

    private static func paint(
        _ line: [GifPixelType],
        from frameX: Int,
        columns: Range<Int>,
        row: Int,
        colors: [UInt32],
        canvasWidth: Int,
        onto canvas: inout [UInt8]
    ) {
        canvas.withUnsafeMutableBytes { canvasBytes in
            line.withUnsafeBufferPointer { indices in
                colors.withUnsafeBufferPointer { colors in
                    let rowStart = row * canvasWidth
                    for x in columns {
                        let color = colors[Int(indices[x - frameX])]
                        if color >> 24 != 0 {
                            canvasBytes.storeBytes(of: color.littleEndian, toByteOffset: (rowStart + x) * 4, as: UInt32.self)
                        }
                    }
                }
            }
        }
    }
}
