/// Which colour tables ``GIFEncoder`` writes.
public enum GIFPaletteStrategy: Sendable, Equatable, CaseIterable {
    /// Each frame has its own (local) colour table, fitted to the pixels the frame changes: the best colours,
    /// at the cost of up to 768 bytes per frame. The default.
    case perFrame
    /// One global colour table, built from the first frame (the encoder streams, and the global table precedes
    /// every frame in the file), with one entry kept for transparency. Later frames use it when it represents
    /// them well — exactly, or with a mean error of at most about 8 levels per channel — and get a local table
    /// of their own otherwise, so that a sequence whose colours change (a fade from white, a scene cut) is not
    /// forced into the first frame's colours. Smaller files, and no palette change between similar frames.
    case shared
}
