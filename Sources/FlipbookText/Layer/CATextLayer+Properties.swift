import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension CATextLayer: LayerPropertyDeclaring {
    /// `CATextLayer`'s properties, each declared once (see `LayerProperty`), with Apple's keys and "Animatable"
    /// marks (`fontSize` and `foregroundColor`); every one is drawn, so every change needs display.
    enum Properties {
        static let string = LayerProperty("string", \CATextLayer.string, storage: .at(\.text.string), animation: .none,
                                          needsDisplay: true, coerce: { .some($0) })
        static let font = LayerProperty("font", \CATextLayer.font, storage: .at(\.text.font), animation: .none,
                                        needsDisplay: true, coerce: { value in .some(value.map { $0 as AnyObject }) })
        static let fontSize = LayerProperty("fontSize", \CATextLayer.fontSize, storage: .at(\.text.fontSize),
                                            animation: .interpolated, needsDisplay: true)
        static let foregroundColor = LayerProperty("foregroundColor", \CATextLayer.foregroundColor,
                                                   storage: .at(\.text.foregroundColor), animation: .interpolated,
                                                   needsDisplay: true)
        static let isWrapped = LayerProperty("wrapped", swiftName: "isWrapped", \CATextLayer.isWrapped,
                                             storage: .at(\.text.isWrapped), animation: .none, needsDisplay: true)
        static let alignmentMode = LayerProperty("alignmentMode", \CATextLayer.alignmentMode,
                                                 storage: .at(\.text.alignmentMode), animation: .none, needsDisplay: true)
        static let truncationMode = LayerProperty("truncationMode", \CATextLayer.truncationMode,
                                                  storage: .at(\.text.truncationMode), animation: .none, needsDisplay: true)
    }

    /// `CALayer`'s properties followed by the text properties.
    package static let layerProperties = CALayer.Properties.table.appending([
        Properties.string.descriptor, Properties.font.descriptor, Properties.fontSize.descriptor,
        Properties.foregroundColor.descriptor, Properties.isWrapped.descriptor, Properties.alignmentMode.descriptor,
        Properties.truncationMode.descriptor,
    ], defaults: { CATextLayer() })
}
