import Foundation
import Testing

/// The `flipbook` executable built beside the tests, run as a user runs it.
enum FlipbookTool {
    /// What one run printed and how it ended.
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// `flipbook` in the build folder of the running tests (`swift build --build-tests` builds it there).
    static func executable() throws -> URL {
        let folder = try #require(Bundle.main.executableURL).deletingLastPathComponent()
        let tool = folder.appendingPathComponent("flipbook")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "no flipbook executable at \(tool.path); build with `swift build --build-tests`")
        return tool
    }

    /// Runs `flipbook arguments…` in `directory`, with `environment` added to the tests' own, and waits for it.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = directory + "/stdout-\(UUID().uuidString).txt", errors = directory + "/stderr-\(UUID().uuidString).txt"
        try #require(FileManager.default.createFile(atPath: output, contents: nil))
        try #require(FileManager.default.createFile(atPath: errors, contents: nil))
        let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: errors)
        }
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   standardOutput: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
                   standardError: (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
    }

    /// A new empty folder for one test's files.
    static func temporaryDirectory(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "flipbook-cli-tests-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
