/// Whether an object moving along a keyframe path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The underlying string, as Apple's constants.
    public let rawValue: String
    /// Creates a mode from its string. Unknown strings mean no rotation.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Rotate to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotate to the path's tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
