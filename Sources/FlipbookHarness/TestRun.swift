import Foundation

/// Which test run a process belongs to, so that each run starts a fresh results log (``ResultsLog``).
///
/// A run is `FLIPBOOK_RUN_ID` when it is set (`flipbook update-goldens` sets it; set it yourself to make several
/// `swift test` invocations — shards writing to one artifacts folder — one run). Otherwise it is the process's
/// parent: every test process that one `swift test` starts shares it, and the next `swift test` is another process.
/// On Linux the parent's start time (from `/proc`) is part of the identifier, so that a reused process id is not
/// taken for the same run. (A test binary started by hand from one shell has the shell as parent: give each such
/// run its own `FLIPBOOK_RUN_ID`, or its lines add up.)
public enum TestRun {
    /// The environment variable that names the run: `FLIPBOOK_RUN_ID=<any text>`.
    public static let environmentVariable = "FLIPBOOK_RUN_ID"

    /// The identifier of the run this process belongs to.
    public static func identifier(environment: [String: String]) -> String {
        if let explicit = environment[environmentVariable], !explicit.isEmpty { return "run " + explicit }
        let parent = getppid()
        return "parent \(parent)" + (startTime(ofProcess: parent).map { " started \($0)" } ?? "")
    }

    /// The start time of process `pid` in clock ticks since boot (field 22 of `/proc/<pid>/stat`); `nil` where
    /// there is no `/proc`.
    static func startTime(ofProcess pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After the command name in parentheses: field 3 (state) onwards; the start time is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }
}
