import Foundation

/// The goldens on disk, and which of them no test claimed.
public struct GoldenInventory: Sendable {
    /// The goldens folder.
    public let goldensDirectory: String

    /// An inventory of `goldensDirectory`.
    public init(goldensDirectory: String) {
        self.goldensDirectory = goldensDirectory
    }

    /// Every golden below the goldens folder (`.png` images and `.txt` texts), as paths relative to it, sorted.
    public func goldens() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: goldensDirectory) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".png") || path.hasSuffix(".txt") { found.append(path) }
        }
        return found.sorted()
    }

    /// Goldens that none of `results` checked: after a full test run, files that no test claims any more.
    public func orphans(claimedBy results: [GoldenResult]) -> [String] {
        let claimed = Set(results.map(\.golden))
        return goldens().filter { !claimed.contains($0) }
    }
}
