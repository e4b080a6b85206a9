import Foundation

/// The JSON-lines log of one test run's golden checks, `results.jsonl` in the artifacts folder.
///
/// Each check appends exactly one line with one `write(2)` on a file opened with `O_APPEND`, holding an exclusive
/// `flock(2)` on `results.run` beside it, so concurrent tests (and concurrent test processes) never interleave or
/// lose lines.
///
/// **One run, one log.** A log made with a ``TestRun`` identifier starts afresh when a new run first writes to it:
/// `results.run` holds the identifier of the run the lines belong to, and the first append of another run empties
/// the log (under the same lock) before adding its line. Every process of one run — the test processes one
/// `swift test` starts, which share their parent, or processes given the same `FLIPBOOK_RUN_ID` — adds to the same
/// log; the next run replaces it. The other artifacts are left in place (a run only overwrites its own).
public struct ResultsLog: Sendable {
    /// The log's file name inside the artifacts folder.
    public static let fileName = "results.jsonl"
    /// The file beside the log naming the run its lines belong to (and the lock that guards both).
    public static let runFileName = "results.run"

    /// Absolute path of the log file.
    public let path: String
    /// The run the appended lines belong to; `nil` appends to whatever the log holds.
    public let run: String?

    /// The log inside `artifactsDirectory`, for lines of `run` (see ``TestRun/identifier(environment:)``).
    public init(artifactsDirectory: String, run: String? = nil) {
        path = artifactsDirectory + "/" + Self.fileName
        self.run = run
    }

    /// The path of the run file beside the log.
    private var runPath: String {
        (path as NSString).deletingLastPathComponent + "/" + Self.runFileName
    }

    /// Appends one result, first emptying the log when it belongs to another run than ``run``.
    public func append(_ result: GoldenResult) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var line = try encoder.encode(result)
        line.append(UInt8(ascii: "\n"))
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let lock = open(runPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw Self.writeError(runPath) }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { throw Self.writeError(runPath) }
        var flags = O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC
        if let run {
            let owner = Self.contents(of: lock)
            if owner != run {
                flags |= O_TRUNC
                let bytes = Array(run.utf8)
                guard ftruncate(lock, 0) == 0, pwrite(lock, bytes, bytes.count, 0) == bytes.count else { throw Self.writeError(runPath) }
            }
        }
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else { throw Self.writeError(path) }
        defer { close(descriptor) }
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == line.count else { throw Self.writeError(path) }
    }

    /// Reads every result in the log, in the order written. Lines that are not valid results are reported,
    /// not skipped silently.
    public func read() throws -> [GoldenResult] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let decoder = JSONDecoder()
        var results: [GoldenResult] = []
        for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() where !line.isEmpty {
            do {
                results.append(try decoder.decode(GoldenResult.self, from: Data(line)))
            } catch {
                throw ResultsLogError(path: path, line: index + 1, reason: "\(error)")
            }
        }
        return results
    }

    /// The text of the small file open at `descriptor` (the run file).
    private static func contents(of descriptor: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        return count > 0 ? String(decoding: bytes[0..<count], as: UTF8.self) : ""
    }

    private static func writeError(_ path: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
    }
}

/// A line of `results.jsonl` could not be read.
public struct ResultsLogError: Error, CustomStringConvertible {
    /// The log file.
    public let path: String
    /// The 1-based line number.
    public let line: Int
    /// Why the line could not be decoded.
    public let reason: String

    public var description: String { "\(path):\(line): not a golden result: \(reason)" }
}
