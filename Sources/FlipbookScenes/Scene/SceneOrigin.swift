import FlipbookStandIns

/// Where a case comes from in the seeds: a chapter of the book, or a section of an article; or, for a scene beyond
/// the seeds, the study it belongs to.
public enum SceneOrigin: Sendable, Hashable {
    /// A case of the book *iOS动画：核心技术与案例实战*: its volume (1–4), chapter (1–16) and section (e.g. `"6.3.1"`).
    case book(volume: Int, chapter: Int, section: String)
    /// A case of a blog article: its number in the seeds (`1` for 001, `2` for 002) and the section it illustrates.
    case article(number: Int, section: String)
    /// A scene of a study beyond the seeds (``SceneGroup/study(_:)``): the study's name and the scene's topic.
    case study(name: String, topic: String)

    /// The group the case belongs to: its volume and chapter, its article, or its study.
    public var group: SceneGroup {
        switch self {
        case .book(let volume, let chapter, _): .book(volume: volume, chapter: chapter)
        case .article(let number, _): .article(number: number)
        case .study(let name, _): .study(name)
        }
    }

    /// The app the case runs in, whose pictures `UIImage(named:)` finds in a scene (``LayerHost/standInApp``):
    /// the book's sample app, or the article's. A study extends the book and runs in its app.
    public var standInApp: StandIn.App {
        switch self {
        case .book, .study: .book
        case .article(let number, _): .article(number)
        }
    }

    /// The group and the section, e.g. "Volume 2 · Chapter 6 · §6.3.1", "Article 002 · §4" or
    /// "Study · Depth sorting · Spinning cube".
    public var description: String {
        switch self {
        case .book(_, _, let section): "\(group) · §\(section)"
        case .article(_, let section): "\(group) · \(section)"
        case .study(_, let topic): "\(group) · \(topic)"
        }
    }
}
