/// The colour models a ``CGColorSpace`` can have (the subset Flipbook supports).
public enum CGColorSpaceModel: Int32, Sendable {
    /// A grayscale colour space: one component plus alpha.
    case monochrome = 0
    /// An RGB colour space: red, green and blue components plus alpha.
    case rgb = 1
    /// A pattern colour space (the space of a pattern colour, ``CGColor/pattern``): no colour components.
    case pattern = 6
}
