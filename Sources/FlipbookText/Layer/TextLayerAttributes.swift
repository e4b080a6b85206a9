import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// The stored model properties of `CATextLayer`, with Apple's defaults (36 pt Helvetica, opaque white, natural
/// alignment, not wrapped, not truncated, no string). A presentation copy copies them (see `CATextLayer.init(layer:)`).
struct TextLayerAttributes {
    var string: Any?
    var font: CFTypeRef? = "Helvetica" as CFString
    var fontSize: CGFloat = 36
    var foregroundColor: CGColor? = .white
    var isWrapped = false
    var alignmentMode: CATextLayerAlignmentMode = .natural
    var truncationMode: CATextLayerTruncationMode = .none
}

extension CATextLayerAlignmentMode: LayerPropertyValue {}
extension CATextLayerTruncationMode: LayerPropertyValue {}
