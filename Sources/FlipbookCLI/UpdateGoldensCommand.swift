import ArgumentParser
import FlipbookHarness
import Foundation

/// `flipbook update-goldens`: records intended changes to the goldens of a package — Flipbook's or one that depends
/// on it — and proves that its tests pass with them.
struct UpdateGoldensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update-goldens",
        abstract: "Record intended changes to a package's goldens, then verify that its tests pass.",
        discussion: """
            Run it in the package whose goldens to update (`swift run flipbook update-goldens` in a package that \
            depends on Flipbook), or point --package-path at it. It builds the package's tests, runs them with \
            FLIPBOOK_RECORD=failed (missing goldens are written, goldens outside their tolerance are rewritten, \
            goldens within tolerance keep their bytes), lists the goldens added, changed and left alone — and, \
            without a filter, the orphans no test checked (--prune removes them) — then runs the same tests again \
            with FLIPBOOK_RECORD=never to prove they pass. Look at every added or changed PNG (`swift run flipbook \
            report` shows them) before you commit. Refused under CI=true, where nothing is recorded.
            """)

    @Argument(help: "Only the tests matching this `swift test --filter` expression (a test target, suite or test).")
    var filter: String?

    @Flag(help: "Remove the orphan goldens (needs a full run: no filter).")
    var prune = false

    @Option(help: "The package whose goldens to update.")
    var packagePath = "."

    @Option(help: "The Swift driver that builds and tests the package.")
    var swift = "swift"

    func validate() throws {
        if RecordMode.isContinuousIntegration(ProcessInfo.processInfo.environment) {
            throw ValidationError("update-goldens records goldens, and CI=\(ProcessInfo.processInfo.environment["CI"] ?? "") forbids recording: run it on your machine and commit the goldens")
        }
        if prune && filter != nil {
            throw ValidationError("--prune needs a full run (no filter): a filtered run cannot tell orphans from goldens it did not run")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let package = URL(fileURLWithPath: packagePath).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: package + "/Package.swift") else {
            throw ValidationError("no Package.swift in \(package): run update-goldens in a Swift package or pass --package-path")
        }
        let goldens = environment["FLIPBOOK_GOLDENS"] ?? package + "/Goldens"
        // Its own artifacts folder (emptied first), never one named by FLIPBOOK_ARTIFACTS: that may hold anything.
        let artifacts = package + "/.build/golden-artifacts"
        let filterArguments = filter.map { ["--filter", $0] } ?? []
        let tool = SwiftTool(swift: swift, packagePath: package)

        try tool.run(["build", "--build-tests"], failure: "the package's tests do not build")
        try? FileManager.default.removeItem(atPath: artifacts)
        print("update-goldens: recording (FLIPBOOK_RECORD=failed)\(filter.map { " for \($0)" } ?? "") in \(package)")
        let run = "update-goldens \(ProcessInfo.processInfo.processIdentifier) "
        _ = try tool.test(filterArguments, record: .failed, artifacts: artifacts, run: run + "record", log: artifacts + ".record.log")

        let summary = try GoldensCommand.summarise(artifacts: artifacts, goldens: goldens, orphans: filter == nil, prune: prune)
        if summary.added.isEmpty && summary.changed.isEmpty && summary.unchanged.isEmpty && summary.failed.isEmpty {
            print("update-goldens: no golden was checked\(filter.map { " (does \"\($0)\" match any test?)" } ?? ""); log: \(artifacts).record.log")
        }

        print("update-goldens: verifying (FLIPBOOK_RECORD=never)")
        let verifyLog = artifacts + ".verify.log"
        try? FileManager.default.removeItem(atPath: artifacts + ".verify")
        let status = try tool.test(filterArguments, record: .never, artifacts: artifacts + ".verify", run: run + "verify", log: verifyLog)
        guard status == 0, summary.failed.isEmpty else {
            let lines = ((try? String(contentsOfFile: verifyLog, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            FileHandle.standardError.write(Data((lines.suffix(30).joined(separator: "\n") + "\n").utf8))
            FileHandle.standardError.write(Data("update-goldens: tests still fail after recording (log: \(verifyLog))\n".utf8))
            throw ExitCode(1)
        }
        print("update-goldens: all tests pass with the recorded goldens; review them (swift run flipbook report) and commit")
    }
}

/// The Swift driver, run on one package: `swift build` and `swift test` as child processes.
///
/// `swift run flipbook …` lets go of the package's build lock before it starts `flipbook`, so these children can
/// build and test the same package in the same `.build` folder.
struct SwiftTool {
    /// The driver: a name looked up on `PATH`, or a path.
    let swift: String
    /// The package's folder.
    let packagePath: String

    /// Runs `swift <arguments> --package-path <package>` with the output shown; throws `failure` when it fails.
    func run(_ arguments: [String], failure: String) throws {
        let status = try launch(arguments, environment: [:], log: nil)
        guard status == 0 else {
            FileHandle.standardError.write(Data("update-goldens: \(failure) (swift \(arguments.joined(separator: " ")) exited with \(status))\n".utf8))
            throw ExitCode(1)
        }
    }

    /// Runs the package's built tests in record mode `record`, logging to `artifacts` as run `run`, the output
    /// going to the file `log`; returns the exit status.
    func test(_ arguments: [String], record: RecordMode, artifacts: String, run: String, log: String) throws -> Int32 {
        try launch(["test", "--skip-build"] + arguments,
                   environment: [RecordMode.environmentVariable: record.rawValue, "FLIPBOOK_ARTIFACTS": artifacts,
                                 TestRun.environmentVariable: run],
                   log: log)
    }

    private func launch(_ arguments: [String], environment: [String: String], log: String?) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift.contains("/") ? swift : "/usr/bin/env")
        process.arguments = (swift.contains("/") ? [] : [swift]) + arguments + ["--package-path", packagePath]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let log {
            try FileManager.default.createDirectory(atPath: (log as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: log, contents: nil), let handle = FileHandle(forWritingAtPath: log) else {
                throw ValidationError("cannot write the log \(log)")
            }
            process.standardOutput = handle
            process.standardError = handle
        }
        do {
            try process.run()
        } catch {
            throw ValidationError("cannot run \(swift): \(error)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
