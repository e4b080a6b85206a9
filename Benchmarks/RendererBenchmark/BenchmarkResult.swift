import Foundation

/// One scene's figures.
struct BenchmarkResult {
    let scene: String
    let description: String
    let opsPerSecond: Double
    let pixelsPerOp: Int
    let hash: UInt64

    var msPer1000: Double { 1e6 / opsPerSecond }
    var megapixelsPerSecond: Double { opsPerSecond * Double(pixelsPerOp) / 1e6 }
    /// The hash as 16 hex digits, zero-padded like the C program's `%016llx`.
    var hashText: String { String(format: "%016llx", hash) }

    static let header = "scene".padded(to: 34) + " " + "ops/s".leftPadded(to: 12) + " " + "ms/1000".leftPadded(to: 10)
        + " " + "Mpx/s".leftPadded(to: 9) + "  fnv1a(output)"

    var line: String {
        scene.padded(to: 34) + " " + String(format: "%12.1f", opsPerSecond) + " " + String(format: "%10.3f", msPer1000) + " "
            + (pixelsPerOp > 0 ? String(format: "%9.0f", megapixelsPerSecond) : "-".leftPadded(to: 9)) + "  " + hashText
    }

    static func json(_ results: [BenchmarkResult]) -> String {
        let rows = results.map { r in
            "    {\"scene\": \"\(r.scene)\", \"desc\": \"\(r.description)\", \"ops_per_s\": \(String(format: "%.3f", r.opsPerSecond)), "
                + "\"ms_per_1000\": \(String(format: "%.4f", r.msPer1000)), \"mpx_per_s\": \(String(format: "%.2f", r.megapixelsPerSecond)), "
                + "\"fnv1a\": \"\(r.hashText)\"}"
        }
        return "{\n  \"engine\": \"FlipbookRaster\",\n  \"surface\": [640, 960],\n  \"results\": [\n"
            + rows.joined(separator: ",\n") + "\n  ]\n}\n"
    }
}

extension String {
    func padded(to n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
    func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
