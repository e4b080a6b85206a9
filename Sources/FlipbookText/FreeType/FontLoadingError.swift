/// Why a font could not be loaded.
public enum FontLoadingError: Error, Equatable, Sendable {
    /// FreeType could not open the data as a font (not TTF/OTF/TTC, or damaged); `code` is FreeType's error code.
    case unreadableFont(code: Int32)
    /// A collection (TTC) was asked for a face it does not hold.
    case faceIndexOutOfRange(index: Int, faceCount: Int)
    /// The face has no scalable outlines (a bitmap-only font), which Flipbook cannot draw.
    case notScalable
    /// The font file could not be read from disk.
    case fileNotReadable(path: String)
}
