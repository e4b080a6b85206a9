import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension CATextLayer: LayerPropertyDeclaring {
    /// `CATextLayer`'s properties, each declared once (see `LayerProperty`), with Apple's keys, defaults (36 pt
    /// Helvetica, opaque white, natural alignment, not wrapped, not truncated, no string) and "Animatable" marks
    /// (`fontSize` and `foregroundColor`); every one is drawn, so every change needs display.
    struct Properties: Sendable {
        /// The declarations (the setters store through them).
        static let declared = Properties()

        let string = LayerProperty(
            "string", \CATextLayer.string,
            storage: .declared(default: nil), animation: .none, needsDisplay: true, coerce: { .some($0) })
        let font = LayerProperty(
            "font", \CATextLayer.font,
            storage: .declared(default: "Helvetica" as CFString), animation: .none, needsDisplay: true,
            coerce: { value in .some(value.map { $0 as AnyObject }) })
        let fontSize = LayerProperty(
            "fontSize", \CATextLayer.fontSize,
            storage: .declared(default: 36), animation: .interpolated, needsDisplay: true)
        let foregroundColor = LayerProperty(
            "foregroundColor", \CATextLayer.foregroundColor,
            storage: .declared(default: .white), animation: .interpolated, needsDisplay: true)
        let isWrapped = LayerProperty(
            "wrapped", swiftName: "isWrapped", \CATextLayer.isWrapped,
            storage: .declared(default: false), animation: .none, needsDisplay: true)
        let alignmentMode = LayerProperty(
            "alignmentMode", \CATextLayer.alignmentMode,
            storage: .declared(default: .natural), animation: .none, needsDisplay: true)
        let truncationMode = LayerProperty(
            "truncationMode", \CATextLayer.truncationMode,
            storage: .declared(default: .none), animation: .none, needsDisplay: true)
    }

    /// `CALayer`'s properties followed by the text properties.
    package static let layerProperties = CALayer.Properties.table.appending(declaredIn: Properties.declared,
                                                                          defaults: { CATextLayer() })
}
