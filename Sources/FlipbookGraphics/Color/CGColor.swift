import Foundation

/// A set of components that define a colour, with a colour space specifying how to interpret them.
///
/// Components are stored as given, clamped to `0...1` (Flipbook supports no extended-range spaces).
public final class CGColor: Hashable, Sendable {
    /// The colour space associated with the colour.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha: `[gray, alpha]` or `[red, green, blue, alpha]`.
    public let components: [CGFloat]?

    private init(space: CGColorSpace, clampedComponents: [CGFloat]) {
        colorSpace = space
        components = clampedComponents
    }

    /// Creates a colour in the sRGB colour space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .standardRGB, clampedComponents: [red, green, blue, alpha].map(CGColor.clamp))
    }

    /// Creates a colour in the generic gray colour space (gamma 2.2).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .genericGray, clampedComponents: [gray, alpha].map(CGColor.clamp))
    }

    /// Creates a colour from a colour space and `space.numberOfComponents + 1` components (alpha last),
    /// read from `components`.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let values = UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1)
        self.init(space: space, clampedComponents: values.map(CGColor.clamp))
    }

    /// The number of components, alpha included (2 for gray colours, 4 for RGB colours).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component of the colour.
    public var alpha: CGFloat { components?.last ?? 0 }

    /// Returns a copy of the colour with its alpha replaced by `alpha` (clamped to `0...1`).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = CGColor.clamp(alpha)
        return CGColor(space: space, clampedComponents: values)
    }

    /// Opaque black in the generic gray colour space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in the generic gray colour space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black in the generic gray colour space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour as straight (not premultiplied) sRGB-encoded red, green, blue, alpha, each in `0...1`;
    /// gray values are replicated into red, green and blue.
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = components ?? [0, 0]
        if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
        return (values[0], values[1], values[2], values[3])
    }

    /// Two colours are equal when their colour spaces and components are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    /// Hashes the colour space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
