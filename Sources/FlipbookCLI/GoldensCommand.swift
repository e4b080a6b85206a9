import ArgumentParser
import Foundation
import FlipbookHarness

/// `flipbook goldens`: summarises what an update run did, and lists (or removes) orphan goldens.
struct GoldensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goldens",
        abstract: "Summarise an update run's results and find goldens that no test claims.")

    @Option(help: "The artifacts folder written by the tests (holds results.jsonl).")
    var artifacts = ".build/golden-artifacts"

    @Option(help: "The goldens folder.")
    var goldens = "Goldens"

    @Flag(help: "List orphan goldens (only meaningful after a full, unfiltered test run).")
    var orphans = false

    @Flag(help: "Remove the orphan goldens (implies --orphans).")
    var prune = false

    func run() throws {
        let summary = try Self.summarise(artifacts: artifacts, goldens: goldens, orphans: orphans || prune, prune: prune)
        if !summary.failed.isEmpty { throw ExitCode(1) }
    }

    /// Prints what the run logged in `artifacts` did to the goldens and, when `orphans`, the goldens in `goldens` that
    /// no check claimed (removing them when `prune`); returns the summary.
    static func summarise(artifacts: String, goldens: String, orphans: Bool, prune: Bool) throws -> GoldenUpdateSummary {
        let results = try ResultsLog(artifactsDirectory: artifacts).read()
        let summary = GoldenUpdateSummary(results: results)
        print(summary.text)
        if orphans {
            let found = GoldenInventory(goldensDirectory: goldens).orphans(claimedBy: results)
            print("orphans: \(found.count)\(prune ? " (removing)" : "")")
            for orphan in found {
                print("  orphan   \(orphan)")
                if prune { try FileManager.default.removeItem(atPath: goldens + "/" + orphan) }
            }
        }
        return summary
    }
}
