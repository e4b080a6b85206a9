import FlipbookScenes

/// Volume 4 of the book, *Transitions*: the cases Flipbook renders, ported from the seeds' code.
public enum Volume4 {
    /// Every scene of the volume in the book's order: chapter 15 (Case 55's two figures, Case 56's eleven), chapter
    /// 16 (Cases 57 and 58).
    public static let scenes: [Scene] = chapter15 + chapter16
}
