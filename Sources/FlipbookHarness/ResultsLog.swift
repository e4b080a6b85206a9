import Foundation

/// The append-only JSON-lines log of golden checks, `results.jsonl` in the artifacts folder.
///
/// Each check appends exactly one line with one `write(2)` on a file opened with `O_APPEND`, so concurrent
/// tests (and concurrent test processes) never interleave or lose lines.
public struct ResultsLog: Sendable {
    /// The log's file name inside the artifacts folder.
    public static let fileName = "results.jsonl"

    /// Absolute path of the log file.
    public let path: String

    /// The log inside `artifactsDirectory`.
    public init(artifactsDirectory: String) {
        path = artifactsDirectory + "/" + Self.fileName
    }

    /// Appends one result.
    public func append(_ result: GoldenResult) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var line = try encoder.encode(result)
        line.append(UInt8(ascii: "\n"))
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { close(descriptor) }
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == line.count else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
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
