/// How a layer's `contents` image is fitted into its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The underlying string, as Apple's constants.
    public let rawValue: String
    /// Creates a gravity from its string. Unknown strings behave as ``resize``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Top edge centred, unscaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Bottom edge centred, unscaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Left edge centred, unscaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Right edge centred, unscaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Top-left corner, unscaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Top-right corner, unscaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Bottom-left corner, unscaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Bottom-right corner, unscaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping the aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
