// Shared by the libFuzzer targets that scripts/fuzz builds (not part of the Swift package): reads a fuzzer's
// bytes as a stream of small decisions, so every input — however short or long — is a valid program.

/// The fuzzer's input read front to back; past the end every read gives zero, so no input is rejected.
struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(_ start: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = UnsafeBufferPointer(start: start, count: start == nil ? 0 : count)
    }

    /// Whether unread bytes remain.
    var hasMore: Bool { offset < bytes.count }

    /// The next byte (0 past the end).
    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `0..<count` (0 when `count` is 0).
    mutating func choice(_ count: Int) -> Int {
        count > 0 ? Int(byte()) % count : 0
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A value the code under test must survive: mostly ordinary numbers in -512…512 in steps of 1/64, and one
    /// time in eight a hostile one (NaN, ±∞, ±0, the extremes of Double, tiny and huge magnitudes).
    mutating func number() -> Double {
        let selector = byte()
        if selector >= 224 {
            return FuzzInput.hostileNumbers[Int(selector - 224) % FuzzInput.hostileNumbers.count]
        }
        let raw = Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))
        return Double(raw) / 64
    }

    /// A count or length in `0...limit`.
    mutating func count(upTo limit: Int) -> Int { choice(limit + 1) }

    private static let hostileNumbers: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 1e-6, -1e-6, 1e6, -1e6, 1e9, 1e12, 1e18, -1e18, 1e300, -1e300,
        Double(Int.max), Double(Int32.max) + 1, 0.5, 1, -1, 1e4, 3_000, 65_536, .pi * 2, -.pi * 1e6,
        Double(Float.greatestFiniteMagnitude), 1e-300, 4e9, 9.3e18,
    ]
}
