/// A stretch of text in one style: the input of ``TextLayout``.
package struct TextRun: Sendable {
    /// The characters of the run.
    package var text: String
    /// How the run is set.
    package var style: TextStyle

    package init(_ text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }
}
