import FlipbookScenes

/// Why a golden suite of scenes has nothing to check.
public enum SceneGoldenSuiteError: Error, Equatable, CustomStringConvertible {
    /// No scene belongs to the group the suite claims.
    case noScenes(SceneGroup)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .noScenes(let group): "no scene belongs to \(group): a golden suite must check at least one scene"
        }
    }
}
