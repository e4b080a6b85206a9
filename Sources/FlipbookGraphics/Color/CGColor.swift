import Foundation

/// A set of components that define a colour, with a colour space specifying how to interpret them.
///
/// Components are stored as given, clamped to `0...1` (Flipbook supports no extended-range spaces).
///
/// A pattern colour (``pattern`` not `nil`, in a pattern colour space, its one component the alpha) paints its
/// pattern where Flipbook fills with it — `CGContext` fills and strokes, a layer's `backgroundColor` — and
/// paints nothing where a single colour is needed (borders, shadows, shape layers, gradients).
public final class CGColor: Hashable, Sendable {
    /// The colour space associated with the colour.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha: `[gray, alpha]`, `[red, green, blue, alpha]`, or `[alpha]` for
    /// a pattern colour.
    public let components: [CGFloat]?
    /// The pattern of a pattern colour; `nil` for other colours.
    public let pattern: CGPattern?

    private init(space: CGColorSpace, clampedComponents: [CGFloat], pattern: CGPattern? = nil) {
        colorSpace = space
        components = clampedComponents
        self.pattern = pattern
    }

    /// An opaque colour that paints `pattern` (what `UIColor(patternImage:)` holds).
    package convenience init(pattern: CGPattern) {
        self.init(space: .pattern, clampedComponents: [1], pattern: pattern)
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
        return CGColor(space: space, clampedComponents: values, pattern: pattern)
    }

    /// Opaque black in the generic gray colour space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in the generic gray colour space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black in the generic gray colour space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour as straight (not premultiplied) sRGB-encoded red, green, blue, alpha, each in `0...1`;
    /// gray values are replicated into red, green and blue; a pattern colour is transparent.
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = components ?? [0, 0]
        if pattern != nil { return (0, 0, 0, 0) }
        if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
        return (values[0], values[1], values[2], values[3])
    }

    /// Two colours are equal when their colour spaces, components and patterns are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components && lhs.pattern == rhs.pattern
    }

    /// Hashes the colour space, components and pattern.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
        hasher.combine(pattern)
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
