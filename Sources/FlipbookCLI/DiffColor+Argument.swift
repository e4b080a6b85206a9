import FlipbookDiff

extension DiffColor {
    /// The accepted spellings of a colour option, for messages.
    static let argumentFormat = "R,G,B (three integers 0–255) or #RRGGBB"

    /// Parses a colour option of `flipbook diff`: `R,G,B`, three decimal samples from 0 to 255 (pixelmatch's
    /// `[R, G, B]`), or `#RRGGBB` in hexadecimal (either case); `nil` for anything else, signs and spaces included.
    init?(argument: String) {
        let fields: [Substring]
        let radix: Int
        if argument.hasPrefix("#") {
            let digits = argument.dropFirst()
            guard digits.count == 6 else { return nil }
            let second = digits.index(digits.startIndex, offsetBy: 2), third = digits.index(second, offsetBy: 2)
            fields = [digits[..<second], digits[second..<third], digits[third...]]
            radix = 16
        } else {
            fields = argument.split(separator: ",", omittingEmptySubsequences: false)
            radix = 10
        }
        let samples = fields.compactMap { field -> UInt8? in
            guard !field.isEmpty, field.allSatisfy({ $0.isHexDigit && (radix == 16 || $0.isNumber) }) else { return nil }
            return UInt8(field, radix: radix)
        }
        guard fields.count == 3, samples.count == 3 else { return nil }
        self.init(red: samples[0], green: samples[1], blue: samples[2])
    }
}
