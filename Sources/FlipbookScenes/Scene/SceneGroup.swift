/// The group a scene belongs to: a chapter of a volume of the book, an article, or a study beyond the seeds. The
/// gallery lists scenes by group, and each golden suite claims exactly one group.
public enum SceneGroup: Sendable, Hashable, CustomStringConvertible {
    /// A chapter of the book *iOS动画：核心技术与案例实战*: its volume (1–4) and chapter (1–16).
    case book(volume: Int, chapter: Int)
    /// A blog article, by its number in the seeds (`1` for 001, `2` for 002).
    case article(number: Int)
    /// A study beyond the seeds, by its name (e.g. "Depth sorting"): scenes that stress the engine where the
    /// seeds' cases stop.
    case study(String)

    /// The group's name, e.g. "Volume 2 · Chapter 6", "Article 001" or "Study · Depth sorting".
    public var description: String {
        switch self {
        case .book(let volume, let chapter): "Volume \(volume) · Chapter \(chapter)"
        case .article(let number): "Article \(Self.articleNumber(number))"
        case .study(let name): "Study · \(name)"
        }
    }

    /// A three-digit article number, as the seeds name their files (`001`, `002`).
    private static func articleNumber(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
