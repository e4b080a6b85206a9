/// The canvas after the frame shown last, kept by ``GIFDecoder`` so that reading the frames in order decodes
/// each frame once.
struct GIFCompositingState {
    /// The frame whose composited picture ``canvas`` holds.
    var frame: Int
    /// The composited picture of ``frame``: RGBA, the canvas's size.
    var canvas: [UInt8]
    /// The canvas before ``frame`` was drawn, kept only when its disposal is ``GIFDisposal/restoreToPrevious``.
    var beforeFrame: [UInt8]?

    /// The composited picture of frame `index`, continuing from `cache` when it holds an earlier frame of the
    /// same run from a blank canvas, otherwise from the frame's keyframe. `cache` then holds frame `index`, or
    /// `nil` after an error.
    static func composite(frame index: Int, painter: GIFFramePainter, cache: inout GIFCompositingState?) throws(ImageIOError) -> [UInt8] {
        let structure = painter.structure
        let keyframe = structure.frames[index].keyframe
        var state: GIFCompositingState
        if let cached = cache, cached.frame <= index, cached.frame >= keyframe {
            state = cached
        } else {
            let blank = [UInt8](repeating: 0, count: structure.width * structure.height * 4)
            state = GIFCompositingState(frame: keyframe, canvas: blank, beforeFrame: nil)
            try state.draw(frame: keyframe, painter: painter, cache: &cache)
        }
        cache = nil  // the state changes below; an error leaves no half-drawn cache
        while state.frame < index {
            state.dispose(structure: structure)
            try state.draw(frame: state.frame + 1, painter: painter, cache: &cache)
        }
        cache = state
        return state.canvas
    }

    /// Draws frame `index` over the canvas, first keeping a copy when the frame will restore to previous.
    private mutating func draw(frame index: Int, painter: GIFFramePainter, cache: inout GIFCompositingState?) throws(ImageIOError) {
        frame = index
        beforeFrame = painter.structure.frames[index].info.disposal == .restoreToPrevious ? canvas : nil
        do {
            try painter.paint(frame: index, onto: &canvas)
        } catch {
            cache = nil
            throw error
        }
    }

    /// Applies the disposal of ``frame``: what the canvas is before the next frame is drawn.
    private mutating func dispose(structure: GIFStructure) {
        let info = structure.frames[frame].info
        switch info.disposal {
        case .unspecified, .doNotDispose:
            break
        case .restoreToBackground:
            guard let (columns, rows) = structure.visibleArea(of: info) else { return }
            for row in rows {
                let start = (row * structure.width + columns.lowerBound) * 4
                canvas.replaceSubrange(start..<start + columns.count * 4, with: repeatElement(0, count: columns.count * 4))
            }
        case .restoreToPrevious:
            if let beforeFrame { canvas = beforeFrame }
        }
    }
}
