import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A rectangular area on screen that manages its content and handles touches: UIKit's `UIView`, backed by a
/// ``CALayer`` (its ``layer``) whose delegate it is.
///
/// Every geometric and visual property reads and writes the layer (`frame`, `bounds`, `center`, `transform`,
/// `alpha`, `backgroundColor`, `isHidden`, `clipsToBounds`), so the view and its layer never disagree. As the
/// layer's delegate the view answers the layer's action search (``action(for:forKey:)``): `NSNull` outside an
/// animation block — a view's own layer does not animate implicitly — and an animation inside one
/// (`UIView.animate(withDuration:animations:)`).
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer a view of this class creates (``CALayer`` unless overridden).
    ///
    /// Linux Swift cannot call a non-`required` `init()` through a class value (UIKit does it through the
    /// Objective-C runtime), so the layer is made with the class's `required init(layer:)` from a default
    /// `CALayer`: it has the class's defaults, but a custom `override init()` body of the class does not run.
    open class var layerClass: AnyClass { CALayer.self }

    private var backingLayer: CALayer!
    /// The view's subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this view is a subview of.
    public private(set) weak var superview: UIView?
    /// The view controller whose root view this is (the next responder after the view).
    weak var viewController: UIViewController?
    /// An integer identifying the view (``viewWithTag(_:)``). Default 0.
    open var tag: Int = 0
    /// Whether touches are delivered to the view and its subviews. Default `true`.
    open var isUserInteractionEnabled: Bool = true

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        super.init()
        installLayer()
        self.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive. Flipbook has no nib or storyboard loading: the view starts with a zero
    /// frame, as `init()` makes it.
    public required init?(coder: NSCoder) {
        super.init()
        installLayer()
    }

    private func installLayer() {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        backingLayer = layerType.init(layer: CALayer())
        backingLayer.delegate = self
    }

    // MARK: The layer

    /// The view's layer, made from ``layerClass`` when the view is created; the view is its delegate.
    public var layer: CALayer { backingLayer }

    // MARK: Geometry (all stored in the layer)

    /// The view's rectangle in its superview's coordinates, derived from ``center``, ``bounds`` and ``transform``;
    /// undefined when ``transform`` is not the identity (as in UIKit).
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's rectangle in its own coordinates: the origin its subviews are placed from, and its size.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre of the view in its superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The view's affine transform, about its ``center`` (the layer's `transform`, affine part).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    // MARK: Appearance (all stored in the layer)

    /// The view's opacity, 0…1 (the layer's `opacity`). Default 1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// The view's background colour (the layer's `backgroundColor`). Default `nil`, transparent.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// Whether the view and its subviews are hidden (the layer's `isHidden`). Default `false`.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Whether subviews are clipped to the view's bounds (the layer's `masksToBounds`). Default `false`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: Responder chain

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        viewController ?? superview
    }

    // MARK: Hierarchy

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews (removing it from its previous superview first).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to `0...subviews.count`).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.detachFromSuperview()
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(position))
    }

    /// Removes the view from its superview (and its layer from the superview's layer).
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    // MARK: Drawing and layout

    /// Draws the view's content into the current graphics context (``UIGraphicsGetCurrentContext()``), in the
    /// view's coordinates; `rect` is the area to draw. Does nothing unless overridden.
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view as needing to be redrawn: ``draw(_:)`` runs before the next frame.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Lays out the subviews. Does nothing unless overridden.
    open func layoutSubviews() {}

    /// Marks the view as needing layout: ``layoutSubviews()`` runs before the next frame.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out the view now if it needs layout.
    open func layoutIfNeeded() {
        layer.layoutIfNeeded()
    }

    // MARK: CALayerDelegate

    /// The layer's action for `event`: outside an animation block `NSNull` (no animation) for the view's own
    /// layer; inside one, the animation the block describes.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return nil }
        return animationAction(for: layer, forKey: event)
    }

    /// Draws the layer by calling ``draw(_:)`` with the context made current.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(layer.bounds)
    }

    /// Lays out the layer by calling ``layoutSubviews()``.
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviews()
    }

    // MARK: Coordinates

    /// Converts `point` from the view's coordinates to `view`'s (the window's when `view` is `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts `point` from `view`'s coordinates (the window's when `view` is `nil`) to the view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts `rect` from the view's coordinates to `view`'s (the window's when `view` is `nil`).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when `view` is `nil`) to the view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    // MARK: Hit testing

    /// The deepest visible, interactive view containing `point` (in the view's coordinates): the subviews are
    /// tested front to back; a hidden view, one with `alpha` below 0.01 or with interaction disabled is skipped.
    /// Model values are used, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in the view's coordinates) is inside the view's bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }
}
