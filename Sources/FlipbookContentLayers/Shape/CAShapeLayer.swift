import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A layer that draws a path in its coordinate space: filled, then stroked over the fill.
///
/// As on iOS, the shape is composited between the layer's `contents` and its first sublayer, and it is drawn
/// wherever the path lies: a path reaching outside the bounds is not clipped to them unless `masksToBounds` clips
/// the layer (most shape layers have zero-size bounds). The fill uses ``fillColor`` (default opaque black) and
/// ``fillRule``; the stroke, drawn only with a ``strokeColor``, uses ``lineWidth``, ``lineCap``, ``lineJoin``,
/// ``miterLimit``, ``lineDashPattern`` and ``lineDashPhase``, and covers the part of the path between
/// ``strokeStart`` and ``strokeEnd``, measured along the length of the whole path. The shape is drawn every frame
/// from the presentation values, so it stays sharp at any scale and needs no `setNeedsDisplay()`.
///
/// `path` animates only explicitly (a change applies at once, as Apple's header says); `fillColor`, `strokeColor`,
/// `strokeStart`, `strokeEnd`, `lineWidth`, `miterLimit` and `lineDashPhase` also animate implicitly.
///
/// Each property is declared once, with its default, in the class's property table (see
/// `CAShapeLayer+Properties.swift`), through which key-value coding, actions, animations and presentation copies
/// reach it.
open class CAShapeLayer: CALayer {
    /// The path to draw, in the layer's coordinates; it is not clipped to the bounds. Default `nil`. Animatable
    /// (by explicit animations only: paths of the same elements interpolate point by point).
    open var path: CGPath? {
        get { self[Properties.declared.path] }
        set { update(Properties.declared.path, newValue) }
    }

    /// The colour the path is filled with, or `nil` for no fill. Default opaque black. Animatable.
    open var fillColor: CGColor? {
        get { self[Properties.declared.fillColor] }
        set { update(Properties.declared.fillColor, newValue) }
    }

    /// The rule deciding which points the fill covers. Default ``CAShapeLayerFillRule/nonZero``.
    open var fillRule: CAShapeLayerFillRule {
        get { self[Properties.declared.fillRule] }
        set { update(Properties.declared.fillRule, newValue) }
    }

    /// The colour the path's outline is stroked with, or `nil` for no stroke. Default `nil`. Animatable.
    open var strokeColor: CGColor? {
        get { self[Properties.declared.strokeColor] }
        set { update(Properties.declared.strokeColor, newValue) }
    }

    /// Where the stroke starts, as a fraction (0…1) of the length of the whole path. Default 0. Animatable.
    open var strokeStart: CGFloat {
        get { self[Properties.declared.strokeStart] }
        set { update(Properties.declared.strokeStart, newValue) }
    }

    /// Where the stroke ends, as a fraction (0…1) of the length of the whole path. Default 1. Animatable.
    open var strokeEnd: CGFloat {
        get { self[Properties.declared.strokeEnd] }
        set { update(Properties.declared.strokeEnd, newValue) }
    }

    /// The width of the stroke, in the layer's coordinates. Default 1. Animatable.
    open var lineWidth: CGFloat {
        get { self[Properties.declared.lineWidth] }
        set { update(Properties.declared.lineWidth, newValue) }
    }

    /// The miter limit of ``CAShapeLayerLineJoin/miter`` joins: a join whose point would reach further than
    /// `miterLimit × lineWidth / 2` from the path is bevelled. Default 10. Animatable.
    open var miterLimit: CGFloat {
        get { self[Properties.declared.miterLimit] }
        set { update(Properties.declared.miterLimit, newValue) }
    }

    /// How the ends of open subpaths (and of dashes) are drawn. Default ``CAShapeLayerLineCap/butt``.
    open var lineCap: CAShapeLayerLineCap {
        get { self[Properties.declared.lineCap] }
        set { update(Properties.declared.lineCap, newValue) }
    }

    /// How the segments of the stroke are joined. Default ``CAShapeLayerLineJoin/miter``.
    open var lineJoin: CAShapeLayerLineJoin {
        get { self[Properties.declared.lineJoin] }
        set { update(Properties.declared.lineJoin, newValue) }
    }

    /// How far into ``lineDashPattern`` the stroke starts. Default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { self[Properties.declared.lineDashPhase] }
        set { update(Properties.declared.lineDashPhase, newValue) }
    }

    /// The dash pattern of the stroke: the lengths of painted and unpainted segments, alternately (`[10, 5, 5, 5]`:
    /// a 10-unit dash, a 5-unit gap, a 5-unit dash, a 5-unit gap). Default `nil`, a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { self[Properties.declared.lineDashPattern] }
        set { update(Properties.declared.lineDashPattern, newValue) }
    }
}
