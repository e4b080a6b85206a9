/// What happens to a GIF frame's area after the frame has been shown, before the next frame is drawn: the
/// disposal method of the frame's graphic control extension (GIF89a § 23).
public enum GIFDisposal: Int, Sendable {
    /// No disposal specified (value 0): the frame stays on the canvas, as with ``doNotDispose``.
    case unspecified = 0
    /// Do not dispose (value 1): the frame stays on the canvas and the next frame is drawn over it.
    case doNotDispose = 1
    /// Restore to background (value 2): the frame's rectangle is cleared. Like browsers, the decoder clears it
    /// to transparent and ignores the logical screen's background colour.
    case restoreToBackground = 2
    /// Restore to previous (value 3): the canvas returns to what it was before the frame was drawn.
    case restoreToPrevious = 3

    /// The disposal of a graphic control extension's 3-bit field. The reserved values 4–7 are read as browsers
    /// read them: 4 as ``restoreToPrevious`` (some encoders wrote it for "restore to previous"), 5–7 as
    /// ``unspecified``.
    init(field: Int) {
        switch field {
        case 1: self = .doNotDispose
        case 2: self = .restoreToBackground
        case 3, 4: self = .restoreToPrevious
        default: self = .unspecified
        }
    }
}
