import Foundation

/// This repository's checkout, as the dependency tests read it: its root, its text files and its scripts.
enum Repository {
    /// The repository root: the folder above `Tests/`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The UTF-8 text of the file at `path`, relative to the root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs the script at `path` (relative to the root) from the root, with `output` receiving its standard output
    /// and error, and returns its exit status.
    static func run(_ path: String, output: FileHandle) throws -> Int32 {
        let process = Process()
        process.executableURL = root.appendingPathComponent(path)
        process.currentDirectoryURL = root
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The release version: what `scripts/release-version` prints (CHANGELOG.md's top release).
    static func releaseVersion() throws -> String {
        let pipe = Pipe()
        let status = try run("scripts/release-version", output: pipe.fileHandleForWriting)
        try pipe.fileHandleForWriting.close()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard status == 0 else { throw ScriptFailure(script: "scripts/release-version", output: printed) }
        return printed.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A repository script that exited with a non-zero status.
struct ScriptFailure: Error, CustomStringConvertible {
    let script: String
    let output: String
    var description: String { "\(script) failed:\n\(output)" }
}
