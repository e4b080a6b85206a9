import FlipbookHarness
import FlipbookImageIO
import Foundation
import Testing

/// `flipbook update-goldens`, end to end, on a package of its own with a stand-in Swift driver (`--swift`) that logs
/// each call — its arguments and the record mode, artifacts folder and run it was given — and plays a test run: the
/// recording run writes the results log of one new golden, the verifying run exits with `VERIFY_STATUS`.
@Suite("flipbook update-goldens")
struct UpdateGoldensCommandTests {
    /// A package folder with one golden a test recorded (`T/S/new.png`) and one no test claims (`T/S/orphan.png`), the
    /// results log of that recording run, and the stand-in driver.
    struct Fixture {
        let package: String
        let driver: String
        let calls: String
        let recordingLog: String

        init() throws {
            package = try FlipbookTool.temporaryDirectory("update-goldens")
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))
            let scratch = try FlipbookTool.temporaryDirectory("update-goldens-run")
            let store = GoldenStore(goldensDirectory: package + "/Goldens", artifactsDirectory: scratch, recordMode: .missing)
            _ = store.check(RGBAImage(width: 4, height: 4, red: 255, green: 0, blue: 0, alpha: 255),
                            as: try GoldenIdentifier(target: "T", suites: ["S"], name: "new"), test: "T.S/new()")
            try PNGCodec.write(RGBAImage(width: 4, height: 4, red: 0, green: 0, blue: 255, alpha: 255), to: package + "/Goldens/T/S/orphan.png")
            recordingLog = scratch + "/" + ResultsLog.fileName
            calls = scratch + "/calls.txt"
            driver = scratch + "/swift"
            try Data("""
                #!/bin/sh
                echo "$* | record=$FLIPBOOK_RECORD artifacts=$FLIPBOOK_ARTIFACTS run=$FLIPBOOK_RUN_ID" >> "$CALLS"
                case "$1" in
                    build) exit 0 ;;
                    test)
                        mkdir -p "$FLIPBOOK_ARTIFACTS"
                        if [ "$FLIPBOOK_RECORD" = failed ]; then cp "$RECORDING_LOG" "$FLIPBOOK_ARTIFACTS/results.jsonl"; exit 1; fi
                        echo "verifying: the last line of the log"
                        exit "${VERIFY_STATUS:-0}" ;;
                esac
                exit 3

                """.utf8).write(to: URL(fileURLWithPath: driver))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: driver)
        }

        /// The environment of a run: the test's own without Flipbook's variables and CI, with the driver's.
        func environment(_ extra: [String: String] = [:]) -> [String: String] {
            ProcessInfo.processInfo.environment
                .filter { !$0.key.hasPrefix("FLIPBOOK_") && $0.key != "CI" }
                .merging(["CALLS": calls, "RECORDING_LOG": recordingLog]) { $1 }
                .merging(extra) { $1 }
        }

        func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> FlipbookTool.Run {
            try FlipbookTool.run(["update-goldens", "--swift", driver] + arguments, in: package, environment: environment(extra))
        }

        func loggedCalls() -> [String] {
            ((try? String(contentsOfFile: calls, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
    }

    @Test("builds, records with FLIPBOOK_RECORD=failed, lists what changed, verifies with never, in the package it runs in")
    func recordsAndVerifies() throws {
        let fixture = try Fixture()
        let run = try fixture.run(["T\\.S/new\\(\\)"])
        #expect(run.status == 0, "\(run.standardError)")
        let calls = fixture.loggedCalls()
        try #require(calls.count == 3, "\(calls)")
        let package = fixture.package, artifacts = fixture.package + "/.build/golden-artifacts"
        #expect(calls[0] == "build --build-tests --package-path \(package) | record= artifacts= run=")
        #expect(calls[1].hasPrefix("test --skip-build --filter T\\.S/new\\(\\) --package-path \(package) | record=failed artifacts=\(artifacts) run=update-goldens "))
        #expect(calls[1].hasSuffix(" record"))
        #expect(calls[2].hasPrefix("test --skip-build --filter T\\.S/new\\(\\) --package-path \(package) | record=never artifacts=\(artifacts).verify run=update-goldens "))
        #expect(calls[2].hasSuffix(" verify"))
        #expect(run.standardOutput.contains("goldens: 1 added, 0 changed, 0 left alone, 0 failed\n  added    T/S/new.png"))
        #expect(!run.standardOutput.contains("orphans:"))   // a filtered run cannot tell orphans
        #expect(run.standardOutput.contains("all tests pass with the recorded goldens"))
        #expect(FileManager.default.fileExists(atPath: package + "/Goldens/T/S/orphan.png"))
    }

    @Test("without a filter it lists the orphans, and --prune removes them")
    func prunes() throws {
        let fixture = try Fixture()
        let listed = try fixture.run([])
        #expect(listed.status == 0)
        #expect(listed.standardOutput.contains("orphans: 1\n  orphan   T/S/orphan.png"))
        #expect(FileManager.default.fileExists(atPath: fixture.package + "/Goldens/T/S/orphan.png"))
        let pruned = try fixture.run(["--prune"])
        #expect(pruned.status == 0)
        #expect(pruned.standardOutput.contains("orphans: 1 (removing)"))
        #expect(!FileManager.default.fileExists(atPath: fixture.package + "/Goldens/T/S/orphan.png"))
        #expect(FileManager.default.fileExists(atPath: fixture.package + "/Goldens/T/S/new.png"))
    }

    @Test("a filter that checks no golden is said, with the log to look at")
    func nothingChecked() throws {
        let fixture = try Fixture()
        let run = try fixture.run(["Typo"], ["RECORDING_LOG": "/dev/null"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("goldens: 0 added, 0 changed, 0 left alone, 0 failed"))
        #expect(run.standardOutput.contains("update-goldens: no golden was checked (does \"Typo\" match any test?); log: \(fixture.package)/.build/golden-artifacts.record.log"))
    }

    @Test("tests that still fail after recording end it with status 1 and the verifying run's last lines")
    func verificationFails() throws {
        let fixture = try Fixture()
        let run = try fixture.run([], ["VERIFY_STATUS": "1"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("verifying: the last line of the log"))
        #expect(run.standardError.contains("update-goldens: tests still fail after recording (log: \(fixture.package)/.build/golden-artifacts.verify.log)"))
    }

    @Test("it refuses to record under CI=true, to prune a filtered run, and to run outside a package", arguments: [
        (["T"], ["CI": "true"], "CI=true forbids recording"),
        (["T", "--prune"], [:], "--prune needs a full run (no filter)"),
        (["--package-path", "/"], [:], "no Package.swift in /"),
    ])
    func refuses(arguments: [String], environment: [String: String], message: String) throws {
        let fixture = try Fixture()
        let run = try fixture.run(arguments, environment)
        #expect(run.status == 64)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(fixture.loggedCalls().isEmpty)
    }
}
