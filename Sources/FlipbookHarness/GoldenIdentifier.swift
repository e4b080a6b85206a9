/// Where a golden lives, relative to the goldens folder: `<TestTarget>/<Suite>/<name>.png` for an image golden,
/// `<TestTarget>/<Suite>/<name>.txt` for a text golden.
///
/// Every component is sanitised into a readable, portable file name: letters, digits and `-_.=+,@`
/// are kept, any other run of characters becomes one `-`, and leading dots and dashes are dropped. Names are stable: they come from the test's
/// module, its suite types and the name the test gives (never from a counter).
public struct GoldenIdentifier: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The test target (the Swift module of the test), e.g. `FlipbookGraphicsTests`.
    public let target: String
    /// The suite path: one entry per nesting level of suite types, outermost first.
    public let suites: [String]
    /// The golden's own name, without the file extension, e.g. `spin.t=0.250`.
    public let name: String
    /// The golden file's extension without the dot: `png` for an image golden, `txt` for a text golden.
    public let fileExtension: String

    /// Creates an identifier, sanitising every component.
    ///
    /// - Parameter fileExtension: `png` (the default) for an image golden, `txt` for a text golden.
    /// - Throws: ``GoldenUsageError`` when a component is empty after sanitising.
    public init(target: String, suites: [String], name: String, fileExtension: String = "png") throws(GoldenUsageError) {
        self.target = try Self.sanitized(target, what: "test target")
        var cleanSuites: [String] = []
        for suite in suites {
            cleanSuites.append(try Self.sanitized(suite, what: "suite name"))
        }
        self.suites = cleanSuites
        self.name = try Self.sanitized(name, what: "golden name")
        self.fileExtension = try Self.sanitized(fileExtension, what: "file extension")
    }

    /// The path relative to the goldens folder, with `/` separators.
    public var relativePath: String {
        ([target] + suites + [name + "." + fileExtension]).joined(separator: "/")
    }

    public var description: String { relativePath }

    /// A golden name for a sample time: `base.t=0.250` (time in seconds, three decimals, so that names sort and
    /// read the same way on every machine).
    public static func name(_ base: String, time: Double) -> String {
        "\(base).t=\(formatTime(time))"
    }

    /// Formats a time in seconds with exactly three decimals (`0.25` → `0.250`), without Foundation's locale.
    public static func formatTime(_ time: Double) -> String {
        guard time.isFinite else { return "\(time)" }
        let millis = (time * 1000).rounded()
        let negative = millis < 0
        let magnitude = Int(abs(millis))
        let fraction = magnitude % 1000
        let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return (negative ? "-" : "") + "\(magnitude / 1000).\(padded)"
    }

    private static func sanitized(_ component: String, what: String) throws(GoldenUsageError) -> String {
        var result = ""
        var pendingDash = false
        for character in component {
            if character.isASCII && (character.isLetter || character.isNumber || "-_.=+,@".contains(character)) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
        guard !result.isEmpty else {
            throw GoldenUsageError("the \(what) \"\(component)\" has no usable characters for a file name")
        }
        return result
    }
}

/// The harness was called in a way it cannot serve (no test context, an unusable name, a parameterized test
/// without a golden name, a golden claimed twice).
public struct GoldenUsageError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, in one sentence.
    public let description: String

    /// Creates the error with its message.
    public init(_ description: String) { self.description = description }
}
