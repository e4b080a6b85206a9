/// Where a case comes from in the seeds: a chapter of the book, or a section of an article.
public enum SceneOrigin: Sendable, Hashable {
    /// A case of the book *iOS动画：核心技术与案例实战*: its volume (1–4), chapter (1–16) and section (e.g. `"6.3.1"`).
    case book(volume: Int, chapter: Int, section: String)
    /// A case of a blog article: its number in the seeds (`1` for 001, `2` for 002) and the section it illustrates.
    case article(number: Int, section: String)

    /// The group the gallery lists the case under, e.g. "Volume 2 · Chapter 6" or "Article 001".
    public var group: String {
        switch self {
        case .book(let volume, let chapter, _): "Volume \(volume) · Chapter \(chapter)"
        case .article(let number, _): "Article \(Self.articleNumber(number))"
        }
    }

    /// The group and the section, e.g. "Volume 2 · Chapter 6 · §6.3.1" or "Article 002 · §4".
    public var description: String {
        switch self {
        case .book(_, _, let section): "\(group) · §\(section)"
        case .article(_, let section): "\(group) · \(section)"
        }
    }

    /// A three-digit article number, as the seeds name their files (`001`, `002`).
    private static func articleNumber(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
