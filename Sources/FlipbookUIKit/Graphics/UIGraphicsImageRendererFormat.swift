import Foundation

/// The format of a ``UIGraphicsImageRenderer``'s images: their scale and whether they are opaque.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point of the images. Default: the main screen's scale. A value that is not positive and
    /// finite renders at the main screen's scale.
    open var scale: CGFloat
    /// Whether the images are opaque (no alpha channel; they start black). Default `false`.
    open var opaque: Bool = false

    /// A format with the device's defaults: the main screen's scale, not opaque.
    public override init() {
        scale = UIScreen.main.scale
    }

    /// The format for a display with `traitCollection`'s traits: its `displayScale` (the main screen's when
    /// unspecified), not opaque.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// A format with the device's defaults (a new object each call).
    open class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The format that best suits the device: in Flipbook the same as ``default()``.
    open class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }
}
