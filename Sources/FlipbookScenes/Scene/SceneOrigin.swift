import FlipbookStandIns

/// Where a case comes from in the seeds: a chapter of the book, or a section of an article.
public enum SceneOrigin: Sendable, Hashable {
    /// A case of the book *iOS动画：核心技术与案例实战*: its volume (1–4), chapter (1–16) and section (e.g. `"6.3.1"`).
    case book(volume: Int, chapter: Int, section: String)
    /// A case of a blog article: its number in the seeds (`1` for 001, `2` for 002) and the section it illustrates.
    case article(number: Int, section: String)

    /// The group the case belongs to: its volume and chapter, or its article.
    public var group: SceneGroup {
        switch self {
        case .book(let volume, let chapter, _): .book(volume: volume, chapter: chapter)
        case .article(let number, _): .article(number: number)
        }
    }

    /// The app the case runs in, whose pictures `UIImage(named:)` finds in a scene (``LayerHost/standInApp``):
    /// the book's sample app, or the article's.
    public var standInApp: StandIn.App {
        switch self {
        case .book: .book
        case .article(let number, _): .article(number)
        }
    }

    /// The group and the section, e.g. "Volume 2 · Chapter 6 · §6.3.1" or "Article 002 · §4".
    public var description: String {
        switch self {
        case .book(_, _, let section): "\(group) · §\(section)"
        case .article(_, let section): "\(group) · \(section)"
        }
    }
}
