import FlipbookImageIO

/// A 64-bit FNV-1a digest of a frame: its width, height and every RGBA byte.
///
/// Two frames with the same digest are, for the purpose of comparing builds, the same bytes (a collision needs
/// 2³² frames to become likely); any one-bit difference changes it. Printed as sixteen hexadecimal digits.
public struct FrameDigest: Hashable, Sendable, CustomStringConvertible {
    /// The digest's 64 bits.
    public let value: UInt64

    /// The digest of `image`'s size and samples.
    public init(_ image: RGBAImage) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        for dimension in [image.width, image.height] {
            for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: dimension >> shift)) }
        }
        image.pixels.withUnsafeBufferPointer { bytes in
            for byte in bytes { mix(byte) }
        }
        value = hash
    }

    /// Reads sixteen hexadecimal digits (the ``description`` form); `nil` for anything else.
    public init?(hexadecimal text: Substring) {
        guard text.count == 16, let value = UInt64(text, radix: 16) else { return nil }
        self.value = value
    }

    /// Sixteen lower-case hexadecimal digits.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
