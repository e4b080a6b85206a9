import FlipbookArticles
import FlipbookScenes
import FlipbookVolume1
import FlipbookVolume2
import FlipbookVolume3
import FlipbookVolume4
import Foundation

/// Every case of the seeds that Flipbook renders, in the order of the book and then the articles.
public enum SceneCatalog {
    /// All scenes: Volume 1 chapters 1–4 (Cases 1–21), Volume 2 chapters 6–12 (Cases 25–52), Volume 3 chapters
    /// 13–14 (Cases 53–54), Volume 4 chapters 15–16 (Cases 55–58), then the articles (A-…, B-…).
    public static let all: [Scene] = Volume1.scenes + Volume2.scenes + Volume3.scenes + Volume4.scenes + Articles.scenes

    /// The scene with the catalogue identifier `id` (`"case-25"`, `"A-1"`, `"B-7"`; case-insensitive), if any.
    public static func scene(id: String) -> Scene? {
        all.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}
