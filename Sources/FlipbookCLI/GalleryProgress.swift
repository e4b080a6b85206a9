import Foundation

/// A progress bar on standard error, drawn from any thread (each draw is one write).
struct GalleryProgress: Sendable {
    let total: Int

    init(total: Int) {
        self.total = total
        draw(0, label: "")
    }

    func finish() { FileHandle.standardError.write(Data("\n".utf8)) }

    /// Draws the bar with `count` of ``total`` done, the last being `label`.
    func draw(_ count: Int, label: String) {
        let width = 30
        let filled = total == 0 ? width : count * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(count)/\(total) \(label)          ".utf8))
    }
}
