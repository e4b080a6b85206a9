/// A glyph index in a font, as in Core Graphics.
public typealias CGGlyph = UInt16
