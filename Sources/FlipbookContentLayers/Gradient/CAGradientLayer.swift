import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A layer that draws a colour gradient over its background colour, filling the shape of the layer (its bounds with
/// `cornerRadius` rounding the corners `maskedCorners` names, whether or not it masks to bounds).
///
/// As on iOS: `colors` (`CGColor`s) are placed at `locations` (numbers in `0...1`; `nil` spreads them evenly) along
/// the gradient of `type` — ``CAGradientLayerType/axial`` (the default) from `startPoint` to `endPoint`,
/// ``CAGradientLayerType/radial`` out to the ellipse centred at `startPoint` that `endPoint` spans,
/// ``CAGradientLayerType/conic`` once around `startPoint` from the direction of `endPoint`. The points are in the
/// layer's unit coordinate space ((0, 0) the top-left corner of the bounds, (1, 1) the bottom-right); beyond the
/// first and last stops the end colours continue. Colours are interpolated on their sRGB-encoded components, as
/// Core Graphics does. `colors`, `locations`, `startPoint` and `endPoint` are animatable (arrays element by element
/// when their counts match); `type` is not.
///
/// Each property is declared once, with its default, in the class's property table (see
/// `CAGradientLayer+Properties.swift`), through which key-value coding, actions, animations and presentation copies
/// reach it; the gradient is drawn from the presentation values at each frame through the compositor's
/// `LayerCompositing` hook. What `colors` and `locations` that Apple leaves undefined draw (an empty array, a
/// count mismatch, locations out of order or outside 0…1, coinciding points) is in docs/content-layers.md.
open class CAGradientLayer: CALayer {
    /// The colour of each gradient stop: an array of `CGColor`s. Default `nil` (nothing drawn). Animatable.
    open var colors: [Any]? {
        get { self[Properties.declared.colors] }
        set { update(Properties.declared.colors, newValue) }
    }

    /// The location of each gradient stop, in `0...1` and increasing; `nil` spreads the stops evenly. Default
    /// `nil`. Animatable.
    open var locations: [NSNumber]? {
        get { self[Properties.declared.locations] }
        set { update(Properties.declared.locations, newValue) }
    }

    /// Where the first stop lies, in the layer's unit coordinate space. Default (0.5, 0): the middle of the top
    /// edge. Animatable.
    open var startPoint: CGPoint {
        get { self[Properties.declared.startPoint] }
        set { update(Properties.declared.startPoint, newValue) }
    }

    /// Where the last stop lies, in the layer's unit coordinate space. Default (0.5, 1): the middle of the bottom
    /// edge. Animatable.
    open var endPoint: CGPoint {
        get { self[Properties.declared.endPoint] }
        set { update(Properties.declared.endPoint, newValue) }
    }

    /// The kind of gradient drawn. Default ``CAGradientLayerType/axial``.
    open var type: CAGradientLayerType {
        get { self[Properties.declared.type] }
        set { update(Properties.declared.type, newValue) }
    }
}

extension CAGradientLayer: LayerCompositing {
    /// The gradient of the layer's current values, or `nil` when it draws none (see `GradientDrawing`).
    package var contentDrawing: ((CGContext) -> Void)? {
        guard let gradient = GradientDrawing(self) else { return nil }
        return gradient.draw(in:)
    }
}
