/// The key-value-coding keys of `CALayer`'s own properties (Objective-C names: `hidden`, `doubleSided`, …;
/// the Swift spellings `isHidden`, … are accepted too).
enum LayerProperty: String, CaseIterable {
    case bounds, position, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform, frame
    case opacity, hidden, cornerRadius, maskedCorners, borderWidth, masksToBounds, mask
    case shadowOpacity, shadowOffset, shadowRadius
    case contents, contentsGravity, contentsRect, contentsScale, contentsCenter
    case doubleSided, geometryFlipped, allowsGroupOpacity, name, style, actions
    case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode
    case backgroundColor, borderColor, shadowColor, shadowPath

    init?(key: String) {
        switch key {
        case "isHidden": self = .hidden
        case "isDoubleSided": self = .doubleSided
        case "isGeometryFlipped": self = .geometryFlipped
        default: self.init(rawValue: key)
        }
    }

    /// The keys of `CAMediaTiming` properties (changing them moves animations in media time).
    static let timingKeys: Set<String> = ["beginTime", "duration", "speed", "timeOffset", "repeatCount",
                                          "repeatDuration", "autoreverses", "fillMode"]

    /// The properties that animate implicitly when changed (Apple's "Animatable Properties" that have a
    /// continuous value; `hidden`, `contents`, `mask`, `masksToBounds`, … change without animation here).
    var isImplicitlyAnimatable: Bool {
        switch self {
        case .bounds, .position, .anchorPoint, .anchorPointZ, .zPosition, .transform, .sublayerTransform,
             .opacity, .cornerRadius, .borderWidth, .shadowOpacity, .shadowOffset, .shadowRadius,
             .contentsRect, .contentsCenter, .backgroundColor, .borderColor, .shadowColor, .shadowPath:
            true
        default:
            false
        }
    }
}
