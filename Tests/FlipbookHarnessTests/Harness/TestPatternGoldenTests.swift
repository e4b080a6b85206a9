import FlipbookHarness
import FlipbookTesting
import Testing

/// The harness's own test patterns, checked against committed goldens: the end-to-end path that every
/// scene's golden test takes (render, name, compare, report).
@Suite("Test pattern goldens")
struct TestPatternGoldenTests {
    @Test("each test pattern matches its golden", arguments: TestPattern.allCases)
    func pattern(_ pattern: TestPattern) throws {
        try expectGolden(pattern.render(), named: pattern.rawValue)
    }
}
