import Foundation
import FlipbookHarness
import FlipbookImageIO
import FlipbookTesting
import Testing

@Suite("expectGolden")
struct ExpectGoldenTests {
    /// Runs `body` with goldens and artifacts in fresh temporary folders.
    func withTemporaryGoldens(_ body: (String, String) throws -> Void) throws {
        try TestImages.withTemporaryGoldens("expect", body)
    }

    @Test("names the golden after the test target, the suite and the test function")
    func defaultName() throws {
        try withTemporaryGoldens { goldens, _ in
            // Only a golden at exactly this path makes the check pass (recording is off, as under CI).
            try PNGCodec.write(TestImages.square(), to: goldens + "/FlipbookHarnessTests/ExpectGoldenTests/defaultName.png")
            let outcome = try expectGolden(TestImages.square(), record: .never)
            #expect(outcome.status == .passed)
            #expect(outcome.identifier.relativePath == "FlipbookHarnessTests/ExpectGoldenTests/defaultName.png")
        }
    }

    @Test("a matching golden passes; a 1-px shift records an issue with the figures")
    func passAndFail() throws {
        try withTemporaryGoldens { goldens, artifacts in
            let store = GoldenStore(goldensDirectory: goldens, artifactsDirectory: artifacts, recordMode: .missing)
            let id = try GoldenIdentifier(target: "FlipbookHarnessTests", suites: ["ExpectGoldenTests"], name: "square.t=0.500")
            _ = store.check(TestImages.square(), as: id, test: "setup")

            let passed = try expectGolden(TestImages.nudged(TestImages.square()), named: "square", time: 0.5, record: .never)
            #expect(passed.status == .passed)
        }
        try withTemporaryGoldens { goldens, artifacts in
            let store = GoldenStore(goldensDirectory: goldens, artifactsDirectory: artifacts, recordMode: .missing)
            let id = try GoldenIdentifier(target: "FlipbookHarnessTests", suites: ["ExpectGoldenTests"], name: "shifted")
            _ = store.check(TestImages.square(left: 8), as: id, test: "setup")
            try withKnownIssue {
                let outcome = try expectGolden(TestImages.square(left: 9), named: "shifted", record: .never)
                #expect(outcome.status == .failed)
                #expect(outcome.artifacts.diff?.hasPrefix(artifacts) == true)
            } matching: { issue in
                let text = issue.description
                return text.contains("shifted.png") && text.contains("24 of 768 pixels mismatched") && text.contains("diff:")
            }
        }
    }

    @Test("a parameterized test must name its goldens", arguments: [0.0, 0.5])
    func parameterizedNeedsName(time: Double) throws {
        try withTemporaryGoldens { _, _ in
            #expect(throws: GoldenUsageError.self) { try expectGolden(TestImages.square(), record: .never) }
        }
    }

    @Test("checking one golden twice in a run is an error naming the name and the test")
    func claimedTwice() throws {
        try withTemporaryGoldens { goldens, _ in
            withKnownIssue { try expectGolden(TestImages.square(), named: "twice", record: .missing) }
            #expect {
                try expectGolden(TestImages.square(), named: "twice", record: .never)
            } throws: { error in
                (error as? GoldenUsageError)?.description == "the golden \(goldens)/FlipbookHarnessTests/ExpectGoldenTests/twice.png is checked "
                    + "twice in one run: first as \"twice\" by FlipbookHarnessTests.ExpectGoldenTests/claimedTwice(), then as \"twice\" by "
                    + "FlipbookHarnessTests.ExpectGoldenTests/claimedTwice() (the same name twice); give each check its own `named:` or `time:`"
            }
        }
    }

    @Test("two names that become one file name collide with an error naming both")
    func namesCollide() throws {
        try withTemporaryGoldens { _, _ in
            withKnownIssue { try expectGolden(TestImages.square(), named: "sign in", record: .missing) }
            #expect {
                try expectGolden(TestImages.square(), named: "sign:in", record: .never)
            } throws: { error in
                let text = (error as? GoldenUsageError)?.description ?? ""
                return text.contains("/sign-in.png is checked twice in one run: first as \"sign in\" by FlipbookHarnessTests.ExpectGoldenTests/namesCollide(), then as \"sign:in\"")
                    && text.contains("(the two names become the same file name)")
            }
        }
    }

    @Test("under CI=true a missing golden fails without being written, and asking to record is an error saying why")
    func continuousIntegration() throws {
        try TestImages.withTemporaryGoldens("ci", environment: ["CI": "true"]) { goldens, _ in
            try withKnownIssue {
                let outcome = try expectGolden(TestImages.square(), named: "absent")
                #expect(outcome.status == .missing)
                #expect(!FileManager.default.fileExists(atPath: outcome.goldenPath))
            } matching: { $0.description.contains("recording is disabled under CI=true") }
            #expect(throws: RecordingUnderCIError(mode: .missing, source: "the `record: .missing` argument", ci: "true")) {
                try expectGolden(TestImages.square(), named: "asked", record: .missing)
            }
        }
        try TestImages.withTemporaryGoldens("ci-env", environment: ["CI": "true", "FLIPBOOK_RECORD": "failed"]) { _, _ in
            #expect(throws: RecordingUnderCIError(mode: .failed, source: "FLIPBOOK_RECORD=failed", ci: "true")) {
                try expectGolden(TestImages.square(), named: "asked")
            }
        }
    }

    @Test("Chinese names keep their own goldens", arguments: ["登录", "注册"])
    func chineseNames(title: String) throws {
        try withTemporaryGoldens { goldens, _ in
            try withKnownIssue {
                let outcome = try expectGolden(TestImages.square(), named: title, time: 0.3, record: .missing)
                #expect(outcome.status == .recorded)
                #expect(outcome.goldenPath == goldens + "/FlipbookHarnessTests/ExpectGoldenTests/\(title).t=0.300.png")
                #expect(try PNGCodec.read(contentsOf: outcome.goldenPath) == TestImages.square())
            } matching: { $0.description.contains("recorded new golden") }
        }
    }

    @Test("a failure names the command that updates the golden in this package, filtered to this test")
    func updateCommand() throws {
        try withTemporaryGoldens { _, _ in
            try withKnownIssue {
                let outcome = try expectGolden(TestImages.square(), named: "absent", record: .never)
                #expect(outcome.status == .missing)
            } matching: { issue in
                let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent().path
                return issue.description.contains(
                    "to update it: cd \(package) && swift run flipbook update-goldens 'FlipbookHarnessTests\\.ExpectGoldenTests/updateCommand\\(\\)'")
            }
        }
    }
}
