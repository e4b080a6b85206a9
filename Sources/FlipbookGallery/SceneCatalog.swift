import FlipbookArticles
import FlipbookScenes
import FlipbookVolume1
import FlipbookVolume2
import Foundation

/// Every case of the seeds that Flipbook renders, in the order of the book and then the articles.
public enum SceneCatalog {
    /// All scenes: Volume 1 chapters 1–4 (Cases 1–21), Volume 2 chapters 6–7 (Cases 25–39), then the articles
    /// (A-…, B-…).
    public static let all: [Scene] = Volume1.scenes + Volume2.scenes + Articles.scenes

    /// The scene with the catalogue identifier `id` (`"case-25"`, `"A-1"`, `"B-7"`; case-insensitive), if any.
    public static func scene(id: String) -> Scene? {
        all.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}
