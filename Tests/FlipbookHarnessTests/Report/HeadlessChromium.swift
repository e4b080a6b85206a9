import Foundation
import Testing

/// Debian's Chromium (installed by `scripts/bootstrap`), run headless on a page to read its DOM after its scripts ran.
enum HeadlessChromium {
    /// The browser, if installed.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin"])
            .flatMap { ["\($0)/chromium", "\($0)/chromium-browser"] }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the browser tests run: when Chromium is installed, and always under `CI=true` (where a missing
    /// browser fails them instead of skipping them).
    static var testsRun: Bool {
        executable != nil || ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"] ?? "")
    }

    /// Loads `page` in a fresh profile, lets its scripts run (timers on virtual time, up to `budget` ms) and returns
    /// the serialised DOM.
    static func dumpDOM(of page: String, budget: Int = 10_000) throws -> String {
        let browser = try #require(executable, "no chromium on PATH: install it with scripts/bootstrap")
        let scratch = NSTemporaryDirectory() + "flipbook-chromium-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let output = scratch + "/dom.html"
        try #require(FileManager.default.createFile(atPath: output, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--user-data-dir=\(scratch)/profile", "--window-size=1280,900", "--virtual-time-budget=\(budget)",
            "--timeout=60000", "--dump-dom", URL(fileURLWithPath: page).absoluteString,
        ]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "chromium exited with status \(process.terminationStatus)")
        return try String(contentsOfFile: output, encoding: .utf8)
    }
}
