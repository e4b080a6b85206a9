/// Numbers as the dumps and plots print them: fixed decimals with trailing zeros dropped (`2`, `0.5`, `187.25`),
/// `-0` printed as `0`, `nan`, `inf` and `-inf` for the non-finite values, and Swift's shortest form beyond
/// 10¹² — computed from the value's digits, never through a locale or `printf`, so the text is the same on every
/// machine.
enum NumberText {
    /// `value` rounded to `decimals` decimals (0 … 6), without trailing zeros.
    static func format(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let unit = [1.0, 10, 100, 1000, 10_000, 100_000, 1_000_000][max(0, min(decimals, 6))]
        let scaled = (value * unit).rounded()
        guard abs(value) < 1e12 else { return "\(value)" }
        guard scaled != 0 else { return "0" }
        let magnitude = Int64(abs(scaled)), divisor = Int64(unit)
        var text = "\(magnitude / divisor)"
        let fraction = magnitude % divisor
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: String(divisor).count - 1 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return (scaled < 0 ? "-" : "") + text
    }
}
