import Foundation

/// The names of the predefined value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The underlying string, as Apple's constants.
    public let rawValue: String
    /// Creates a name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// One angle (radians) → rotation about x.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// One angle (radians) → rotation about y.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// One angle (radians) → rotation about z.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three factors (or one for all axes) → scale.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// One factor → x scale.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// One factor → y scale.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// One factor → z scale.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three offsets (two for x, y) → translation.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// One offset → x translation.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// One offset → y translation.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// One offset → z translation.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Converts an animation's interpolated scalar or vector into a `CATransform3D`, so that, for example,
/// an angle interpolated from 0 to 2π spins a full turn when animating `transform`.
public final class CAValueFunction: @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// Returns the predefined function `name`, or `nil` for an unknown name.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        self.name = name
    }

    /// Applies the function to an interpolated value (a number, or an array of numbers, or a point).
    /// Returns `nil` when the value has the wrong shape (the animation is then ignored for that frame).
    func transform(_ value: AnimationValue) -> CATransform3D? {
        guard !value.isDiscrete, let first = value.components.first else { return nil }
        let c = value.components
        switch name {
        case .rotateX: return CATransform3DMakeRotation(first, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(first, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(first, 0, 0, 1)
        case .scaleX: return CATransform3DMakeScale(first, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, first, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, first)
        case .translateX: return CATransform3DMakeTranslation(first, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, first, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, first)
        case .scale:
            return c.count >= 3 ? CATransform3DMakeScale(c[0], c[1], c[2]) : CATransform3DMakeScale(first, first, first)
        default:
            return CATransform3DMakeTranslation(first, c.count > 1 ? c[1] : 0, c.count > 2 ? c[2] : 0)
        }
    }
}
