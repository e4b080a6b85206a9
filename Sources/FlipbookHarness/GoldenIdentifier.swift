import Foundation

/// Where a golden lives, relative to the goldens folder: `<TestTarget>/<Suite>/<name>.png` for an image golden,
/// `<TestTarget>/<Suite>/<name>.txt` for a text golden.
///
/// Every component becomes one file name that a Linux file system holds:
///
/// - letters, digits and marks of any script are kept as written (in Unicode's composed form, NFC), so `登录` and
///   `注册` stay `登录` and `注册`; so are non-ASCII symbols and punctuation, and ASCII's `-_.=+,@`;
/// - any run of other characters — ASCII spaces and punctuation such as `:()*?\'"`, control and invisible
///   characters — becomes one `-` (shell- and URL-friendly), and leading dashes are dropped;
/// - what no file name can be is an error naming the character: `/`, NUL, a component that is `.` or `..` or
///   starts with `.` (a hidden file), one that is empty, and one longer than ``maximumComponentBytes`` bytes of
///   UTF-8 (room left for the artifacts' suffixes such as `.expected.png` within Linux's 255-byte limit).
///
/// Names are stable: they come from the test's module, its suite types and the name the test gives (never from a
/// counter).
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
    /// - Throws: ``GoldenUsageError`` naming the component and the character when a component holds `/` or NUL,
    ///   is `.`, `..` or starts with `.`, is empty after sanitising, or is longer than ``maximumComponentBytes``.
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

    /// The longest component, in bytes of UTF-8: Linux's 255-byte file names less 32 bytes for the suffixes the
    /// harness adds (`.png`, `.expected.png`, `.expected.gif`, …).
    public static let maximumComponentBytes = 223

    private static func sanitized(_ component: String, what: String) throws(GoldenUsageError) -> String {
        let composed = component.precomposedStringWithCanonicalMapping
        if let forbidden = composed.unicodeScalars.first(where: { $0 == "/" || $0 == "\0" }) {
            let shown = forbidden == "/" ? "\"/\"" : "NUL (U+0000)"
            throw GoldenUsageError("the \(what) \"\(component.debugEscaped)\" contains \(shown), which no file name can hold: choose a name without it")
        }
        var result = ""
        var pendingDash = false
        for character in composed {
            if keeps(character) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        while result.hasPrefix("-") { result.removeFirst() }
        guard !result.isEmpty else {
            throw GoldenUsageError("the \(what) \"\(component.debugEscaped)\" has no usable characters for a file name")
        }
        if result == "." || result == ".." {
            throw GoldenUsageError("the \(what) \"\(component)\" is \"\(result)\", which names a folder, not a file: choose another name")
        }
        if result.hasPrefix(".") {
            throw GoldenUsageError("the \(what) \"\(component)\" starts with \".\", which would hide the file: choose a name that does not")
        }
        let bytes = result.utf8.count
        guard bytes <= maximumComponentBytes else {
            throw GoldenUsageError("the \(what) \"\(result.prefix(40))…\" is \(bytes) bytes of UTF-8; a golden's file name holds at most \(maximumComponentBytes) (Linux's 255 less room for the artifacts' suffixes): choose a shorter name")
        }
        return result
    }

    /// Whether `character` stays as written: ASCII letters, digits and `-_.=+,@`, and every non-ASCII character
    /// except whitespace, controls and invisible formatting characters.
    private static func keeps(_ character: Character) -> Bool {
        if character.isASCII {
            return character.isLetter || character.isNumber || "-_.=+,@".contains(character)
        }
        return !character.isWhitespace && !character.unicodeScalars.contains {
            switch $0.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }
}

extension String {
    /// The string with control characters (NUL included) spelt as Swift escapes, for error messages.
    fileprivate var debugEscaped: String {
        String(debugDescription.dropFirst().dropLast())
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
