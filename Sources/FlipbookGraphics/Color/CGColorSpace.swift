import Foundation

/// A profile that specifies how to interpret a colour value for display.
///
/// Flipbook supports device RGB, sRGB, device gray and generic gray (gamma 2.2). There is no colour
/// management: every RGB space renders its component values as sRGB-encoded values, and gray values are
/// replicated into red, green and blue, which is what Apple's bitmap contexts produce for these spaces.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    // Unchecked: immutable, but `name` is an `NSString`, which Foundation on Linux does not mark Sendable.

    /// The colour model of the space.
    public let model: CGColorSpaceModel
    /// The name of the colour space (`CGColorSpace.sRGB`, `CGColorSpace.genericGrayGamma2_2`, or the
    /// device spaces' names `kCGColorSpaceDeviceRGB` / `kCGColorSpaceDeviceGray`).
    public let name: CFString?

    // The name constants are immutable `NSString`s; Foundation on Linux does not mark NSString Sendable.

    /// The standard Red Green Blue (sRGB) colour space.
    nonisolated(unsafe) public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// The generic gray colour space with a gamma of 2.2 (the space of `CGColor(gray:alpha:)`).
    nonisolated(unsafe) public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"

    nonisolated(unsafe) static let deviceRGBName: CFString = "kCGColorSpaceDeviceRGB"
    nonisolated(unsafe) static let deviceGrayName: CFString = "kCGColorSpaceDeviceGray"
    static let deviceRGB = CGColorSpace(model: .rgb, name: deviceRGBName)
    static let deviceGray = CGColorSpace(model: .monochrome, name: deviceGrayName)
    static let standardRGB = CGColorSpace(model: .rgb, name: sRGB)
    static let genericGray = CGColorSpace(model: .monochrome, name: genericGrayGamma2_2)
    nonisolated(unsafe) static let patternName: CFString = "kCGColorSpacePattern"
    /// The space of pattern colours (coloured patterns: no base space).
    static let pattern = CGColorSpace(model: .pattern, name: patternName)

    private init(model: CGColorSpaceModel, name: CFString) {
        self.model = model
        self.name = name
    }

    /// Creates a colour space from one of the supported names (`CGColorSpace.sRGB`,
    /// `CGColorSpace.genericGrayGamma2_2`); returns `nil` for any other name, as Apple does for unknown names.
    public convenience init?(name: CFString) {
        let known = [CGColorSpace.standardRGB, .genericGray, .deviceRGB, .deviceGray]
        guard let space = known.first(where: { $0.name == name }) else { return nil }
        self.init(model: space.model, name: name)
    }

    /// The number of colour components of the space, alpha excluded (1 for gray, 3 for RGB, 0 for patterns).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .rgb: 3
        case .pattern: 0
        }
    }

    /// Two colour spaces are equal when they have the same model and name.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    /// Hashes the model and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }
}

/// Creates a device-dependent RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace.deviceRGB
}

/// Creates a device-dependent grayscale colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace.deviceGray
}
