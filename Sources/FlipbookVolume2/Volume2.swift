import FlipbookScenes

/// Volume 2 of the book, *Core Animation*: the cases Flipbook renders, ported from the seeds' code.
public enum Volume2 {
    /// Every scene of the volume in the book's order: chapter 6 (Cases 25–35), chapter 7 (Cases 36–39), chapter 8
    /// (Cases 40–41), chapter 9 (Cases 42–44), chapter 10 (Cases 45–47), chapter 11 (Cases 48–50), chapter 12
    /// (Cases 51–52).
    public static let scenes: [Scene] = chapter6 + chapter7 + chapter8 + chapter9 + chapter10 + chapter11 + chapter12
}
