import Foundation
import FoundationXML
import FlipbookHarness
import Testing

@Suite("JUnit XML of the golden results")
struct JUnitReportTests {
    @Test("it parses as testsuites / testsuite / testcase / failure, with counts and messages")
    func parses() throws {
        let run = try ReportFixture.run("junit")
        let results = try DiffReport(artifactsDirectory: run.artifacts).latestResults()
        let xml = JUnitReport(results: results).xml()
        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "6")
        #expect(root.attribute(forName: "failures")?.stringValue == "3")

        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue ?? "" }
            == ["T.New/icon()", "T.Passing/steady()", "T.Spin/frame(at:)", "T.第七章/layerTree()"])
        let spin = try #require(suites.first { $0.attribute(forName: "name")?.stringValue == "T.Spin/frame(at:)" })
        #expect(spin.attribute(forName: "tests")?.stringValue == "3")
        #expect(spin.attribute(forName: "failures")?.stringValue == "1")
        let cases = spin.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" }
            == ["T/Spin/spin.t=0.000.png", "T/Spin/spin.t=0.500.png", "T/Spin/spin.t=1.000.png"])
        #expect(cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue == "T.Spin/frame(at:)" })
        #expect(cases[0].elements(forName: "failure").isEmpty)
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "failed")
        let message = try #require(failure.attribute(forName: "message")?.stringValue)
        #expect(message.contains("differs: ") && message.contains("pixels mismatched"))
        #expect(failure.stringValue == results.first { $0.golden == "T/Spin/spin.t=0.500.png" }?.message)
    }

    @Test("markup and characters XML cannot hold are escaped or dropped; the same results give the same bytes")
    func escaping() throws {
        let run = try ReportFixture.run("junit-escaping")
        var results = try DiffReport(artifactsDirectory: run.artifacts).latestResults()
        let failing = try #require(results.firstIndex { $0.status.isFailure })
        results[failing].message = "a <b> & \"c\"\u{1}\u{7} ok"
        let xml = JUnitReport(results: results).xml()
        #expect(xml.contains("a &lt;b&gt; &amp; &quot;c&quot; ok"))
        let document = try XMLDocument(data: Data(xml.utf8))
        #expect(document.rootElement()?.elements(forName: "testsuite").isEmpty == false)
        #expect(xml == JUnitReport(results: results).xml())
    }
}
