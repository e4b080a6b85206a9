import FlipbookScenes

/// The blog articles of the seeds: the cases Flipbook renders, ported from the articles' code.
public enum Articles {
    /// Every scene of the articles in their order: article 001 (A-…), article 002 (B-…), article 003 (C-…), then
    /// article 004 (D-…).
    public static let scenes: [Scene] = article001 + article002 + article003 + article004
}
