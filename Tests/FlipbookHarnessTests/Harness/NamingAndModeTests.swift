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

    @Test("unusable characters become one dash; leading dots go")
    func sanitising() throws {
        let id = try GoldenIdentifier(target: "T", suites: ["My suite: fills"], name: "../frame (a/b)")
        #expect(id.relativePath == "T/My-suite-fills/frame-a-b.png")
    }

    @Test("a name with nothing usable is an error, not a file called .png")
    func emptyName() {
        #expect(throws: GoldenUsageError.self) { try GoldenIdentifier(target: "T", suites: [], name: "???") }
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

    @Test("a misspelt FLIPBOOK_RECORD is an error naming the valid modes")
    func invalid() {
        #expect(throws: RecordModeError(value: "faild")) { try RecordMode.fromEnvironment(["FLIPBOOK_RECORD": "faild"]) }
        #expect(RecordModeError(value: "x").description.contains("missing, failed, all, never"))
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
