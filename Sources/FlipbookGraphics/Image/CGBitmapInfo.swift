/// The layout of a bitmap's pixels: an alpha info in the low bits and a byte order.
///
/// For example `CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue`
/// is the BGRA memory layout that iOS prefers. Only 32-bit byte orders are supported.
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates bitmap info from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The bits holding a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits holding the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (the same as ``byteOrder32Big`` for 32-bit pixels).
    public static let byteOrderDefault: CGBitmapInfo = []
    /// 32-bit pixels stored little-endian: the components appear in reverse order in memory.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 32-bit pixels stored big-endian: the components appear in the alpha info's order in memory.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
