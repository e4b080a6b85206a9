import FlipbookHarness
import Testing

@Suite("Golden names")
struct GoldenIdentifierTests {
    @Test("paths read <TestTarget>/<Suite>/<name>.png")
    func relativePath() throws {
        let id = try GoldenIdentifier(target: "FlipbookGraphicsTests", suites: ["Primitives", "Strokes"], name: "caps")
        #expect(id.relativePath == "FlipbookGraphicsTests/Primitives/Strokes/caps.png")
    }

    @Test("sample times read t=0.250", arguments: [(0.25, "spin.t=0.250"), (0, "spin.t=0.000"), (1.5, "spin.t=1.500"), (2.0004, "spin.t=2.000"), (0.0125, "spin.t=0.013")])
    func timeNames(time: Double, expected: String) {
        #expect(GoldenIdentifier.name("spin", time: time) == expected)
    }

    @Test("ASCII spaces and punctuation become one dash; leading dashes go")
    func sanitising() throws {
        let id = try GoldenIdentifier(target: "T", suites: ["My suite: fills"], name: " frame (a*b)")
        #expect(id.relativePath == "T/My-suite-fills/frame-a-b.png")
    }

    @Test("letters of every script are kept, composed (NFC); invisible characters become a dash")
    func unicode() throws {
        #expect(try GoldenIdentifier(target: "T", suites: ["S"], name: GoldenIdentifier.name("登录", time: 0.3)).relativePath == "T/S/登录.t=0.300.png")
        #expect(try GoldenIdentifier(target: "T", suites: ["S"], name: GoldenIdentifier.name("注册", time: 0.3)).relativePath == "T/S/注册.t=0.300.png")
        #expect(try GoldenIdentifier(target: "T", suites: ["S"], name: "cafe\u{301} — ünïcödé ✓").name == "café-—-ünïcödé-✓")
        #expect(try GoldenIdentifier(target: "T", suites: ["S"], name: "a\u{200B}b\u{00A0}c").name == "a-b-c")
    }

    /// Names no file can have, and what the error says about each.
    static let unusableNames: [(name: String, reason: String)] = [
        ("a/b", "contains \"/\""), ("..", "names a folder"),
        (".hidden", "starts with \".\""), ("???", "has no usable characters"),
        (String(repeating: "名", count: 75), "is 225 bytes of UTF-8"),
    ]

    @Test("a name no file can have is an error naming why", arguments: unusableNames)
    func unusable(name: String, reason: String) {
        #expect {
            try GoldenIdentifier(target: "T", suites: [], name: name)
        } throws: { error in
            let text = (error as? GoldenUsageError)?.description ?? ""
            return text.contains(reason) && text.contains("golden name")
        }
    }

    @Test("a NUL is an error that shows it escaped")
    func nul() {
        #expect(throws: GoldenUsageError("the golden name \"a\\0b\" contains NUL (U+0000), which no file name can hold: choose a name without it")) {
            try GoldenIdentifier(target: "T", suites: [], name: "a\u{0}b")
        }
    }

    @Test("the longest name allowed fits Linux's 255-byte file names with the artifacts' suffixes")
    func longest() throws {
        let name = String(repeating: "名", count: 74) + "a"   // 223 bytes
        #expect(try GoldenIdentifier(target: "T", suites: [], name: name).name == name)
        #expect((name + ".expected.png").utf8.count <= 255)
    }
}

@Suite("Record modes from the environment")
struct RecordModeTests {
    @Test("default is missing locally and never under CI")
    func defaults() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
    }

    @Test("FLIPBOOK_RECORD chooses the mode", arguments: RecordMode.allCases)
    func explicit(mode: RecordMode) throws {
        #expect(try RecordMode.fromEnvironment(["FLIPBOOK_RECORD": mode.rawValue]) == mode)
        #expect(try RecordMode.fromEnvironment(["FLIPBOOK_RECORD": mode.rawValue.uppercased()]) == mode)
    }

    @Test("the record: argument beats FLIPBOOK_RECORD, which beats a trait, which beats the default")
    func precedence() throws {
        let environment = ["FLIPBOOK_RECORD": "all"]
        #expect(try RecordMode.resolve(argument: .never, trait: .failed, environment: environment) == .never)
        #expect(try RecordMode.resolve(argument: nil, trait: .failed, environment: environment) == .all)
        #expect(try RecordMode.resolve(argument: nil, trait: .failed, environment: [:]) == .failed)
        #expect(try RecordMode.resolve(argument: nil, trait: .failed, environment: ["FLIPBOOK_RECORD": ""]) == .failed)
        #expect(try RecordMode.resolve(argument: nil, trait: nil, environment: [:]) == .missing)
    }

    @Test("under CI=true the mode is never; an explicit other mode is an error that names its source")
    func continuousIntegration() throws {
        #expect(try RecordMode.resolve(argument: nil, trait: nil, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(argument: .never, trait: .missing, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(argument: nil, trait: nil, environment: ["CI": "true", "FLIPBOOK_RECORD": "never"]) == .never)
        #expect(throws: RecordingUnderCIError(mode: .failed, source: "FLIPBOOK_RECORD=failed", ci: "true")) {
            try RecordMode.resolve(argument: nil, trait: .missing, environment: ["CI": "true", "FLIPBOOK_RECORD": "failed"])
        }
        #expect(throws: RecordingUnderCIError(mode: .all, source: "the `record: .all` argument", ci: "1")) {
            try RecordMode.resolve(argument: .all, trait: nil, environment: ["CI": "1"])
        }
        #expect(throws: RecordingUnderCIError(mode: .missing, source: "a `.goldens(record: .missing)` trait", ci: "true")) {
            try RecordMode.resolve(argument: nil, trait: .missing, environment: ["CI": "true"])
        }
        let message = RecordingUnderCIError(mode: .failed, source: "FLIPBOOK_RECORD=failed", ci: "true").description
        #expect(message.contains("record mode failed (from FLIPBOOK_RECORD=failed) conflicts with CI=true"))
        #expect(message.contains("never writes goldens"))
    }

    @Test("a misspelt FLIPBOOK_RECORD is an error naming the valid modes")
    func invalid() {
        #expect(throws: RecordModeError(value: "faild")) { try RecordMode.fromEnvironment(["FLIPBOOK_RECORD": "faild"]) }
        #expect(RecordModeError(value: "x").description.contains("missing, failed, all, never"))
        #expect(throws: RecordModeError(value: "faild")) {
            try RecordMode.resolve(argument: .never, trait: nil, environment: ["FLIPBOOK_RECORD": "faild"])
        }
    }
}

@Suite("Tolerance")
struct GoldenToleranceTests {
    @Test("default allows no mismatched pixel")
    func defaultIsExact() {
        #expect(GoldenTolerance.default.accepts(mismatched: 0, of: 100))
        #expect(!GoldenTolerance.default.accepts(mismatched: 1, of: 1_000_000))
    }

    @Test("pixel counts and fractions")
    func budgets() {
        #expect(GoldenTolerance.pixels(5).accepts(mismatched: 5, of: 10))
        #expect(!GoldenTolerance.pixels(5).accepts(mismatched: 6, of: 1000))
        #expect(GoldenTolerance.fraction(0.01).accepts(mismatched: 10, of: 1000))
        #expect(!GoldenTolerance.fraction(0.01).accepts(mismatched: 11, of: 1000))
    }

    @Test("NaN and negative limits are clamped, never loosened")
    func badInput() {
        let tolerance = GoldenTolerance(maxMismatchedPixels: -3, maxMismatchedFraction: .nan, threshold: .nan)
        #expect(tolerance.maxMismatchedPixels == 0)
        #expect(tolerance.maxMismatchedFraction == 0)
        #expect(tolerance.threshold == 0)
    }
}
