import FlipbookScenes

/// Volume 3 of the book, *3D animation*: the cases Flipbook renders, ported from the seeds' code.
public enum Volume3 {
    /// Every scene of the volume in the book's order — chapter 13 (Case 53's variants a–e), chapter 14 (Case 54) —,
    /// then the depth-sorting study beyond the book (its own ``SceneGroup/study(_:)``).
    public static let scenes: [Scene] = chapter13 + chapter14 + depthStudy
}
