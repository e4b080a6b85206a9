/// Where the alpha component of a 32-bit pixel sits and whether colours are premultiplied by it.
///
/// Flipbook supports 8 bits per component, 4 components per pixel; Apple's `none` (24-bit RGB) and
/// `alphaOnly` layouts are not available.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// Alpha last (RGBA in memory with the default byte order); colours premultiplied by alpha.
    case premultipliedLast = 1
    /// Alpha first (ARGB in memory with the default byte order); colours premultiplied by alpha.
    case premultipliedFirst = 2
    /// Alpha last, colours not premultiplied (images only: bitmap contexts need premultiplied alpha).
    case last = 3
    /// Alpha first, colours not premultiplied (images only).
    case first = 4
    /// No alpha: the last byte is ignored and pixels are opaque.
    case noneSkipLast = 5
    /// No alpha: the first byte is ignored and pixels are opaque.
    case noneSkipFirst = 6
}
