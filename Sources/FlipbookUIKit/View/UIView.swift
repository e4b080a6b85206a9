import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A rectangular area on screen that manages its content and handles touches: UIKit's `UIView`, backed by a
/// `CALayer` (its ``layer``) whose delegate it is.
///
/// Every geometric and visual property reads and writes the layer (`frame`, `bounds`, `center`, `transform`,
/// `alpha`, `backgroundColor`, `isHidden`, `clipsToBounds`, `contentMode`, `contentScaleFactor`), so the view and
/// its layer never disagree. As the layer's delegate the view answers the layer's action search
/// (``action(for:forKey:)``): `NSNull` outside an animation block — a view's own layer does not animate
/// implicitly — and an animation inside one (`UIView.animate(withDuration:animations:)`).
///
/// Every method UIKit lets subclasses override is declared here, in the class body, so that subclasses can
/// override it (Swift cannot override members declared in extensions).
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer a view of this class creates (`CALayer` unless overridden).
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
    /// The gesture recognizers attached to the view (``addGestureRecognizer(_:)``), in the order they were added.
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// An integer identifying the view (``viewWithTag(_:)``). Default 0.
    open var tag: Int = 0
    /// Whether touches are delivered to the view and its subviews. Default `true`.
    open var isUserInteractionEnabled: Bool = true
    /// Whether ``contentScaleFactor`` was set explicitly (then joining a window leaves it alone).
    private var hasExplicitContentScale = false
    /// Whether the view's layer has been displayed since the view was created (a view that draws is displayed
    /// when it first joins a window).
    private var hasBeenDisplayed = false
    /// Set by the inherited ``draw(_:)``: while the view is displayed, tells that its class's drawing reached
    /// `UIView`'s, which draws nothing.
    private var inheritedDrawRan = false
    /// The view's own tint colour (``tintColor`` inherits the superview's when `nil`).
    private var ownTintColor: UIColor?
    /// The nearest window among the view's ancestors (``window`` of a view that is not itself a window). It changes
    /// only when the view or an ancestor changes superview, and is set then for the whole subtree that moved
    /// (`setEnclosingWindow(_:)`), so that reading ``window`` never walks the ancestors.
    private weak var enclosingWindow: UIWindow?

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

    deinit {
        dismantleSubviews()
    }

    /// Releases the subviews of a deallocating view without recursion: each one nobody else holds gives up its own
    /// subviews before it is released, so that freeing a hierarchy of any depth runs one `deinit` at a time instead
    /// of one inside the other (the layers are released the same way, see `CALayer`). A subview still held
    /// elsewhere keeps its subviews.
    private func dismantleSubviews() {
        guard !subviews.isEmpty else { return }
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            guard isKnownUniquelyReferenced(&view), !view.subviews.isEmpty else { continue }
            pending += view.subviews
            view.subviews = []
        }
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
    /// undefined when ``transform`` is not the identity (as in UIKit). A change of size lays the view and its
    /// superview out again before the next frame (``setNeedsLayout()``).
    ///
    /// A NaN or infinite frame is not refused (UIKit raises an exception): the layer keeps the non-finite position
    /// or size, and the view then draws nothing and is never hit by touches until a finite frame is set.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = bounds.size
            layer.frame = newValue
            boundsSizeMayHaveChanged(from: oldSize)
        }
    }

    /// The view's rectangle in its own coordinates: the origin its subviews are placed from, and its size. A change
    /// of size lays the view and its superview out again (``setNeedsLayout()``).
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = bounds.size
            layer.bounds = newValue
            boundsSizeMayHaveChanged(from: oldSize)
        }
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

    private func boundsSizeMayHaveChanged(from oldSize: CGSize) {
        guard bounds.size != oldSize else { return }
        setNeedsLayout()
        superview?.setNeedsLayout()
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

    /// How the layer's content is fitted into the bounds (the layer's `contentsGravity`, with UIKit's mapping of
    /// top and bottom); ``ContentMode/redraw`` redraws the view whenever its bounds change (the layer's
    /// `needsDisplayOnBoundsChange`). Default ``ContentMode/scaleToFill``.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    /// The pixels per point of the view's drawing (the layer's `contentsScale`). A view that joins a window takes
    /// its screen's scale, unless this was set explicitly or its layer already has contents (an image view's
    /// image sets its own scale). Non-finite or non-positive values are ignored.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            hasExplicitContentScale = true
            layer.contentsScale = newValue
        }
    }

    /// The tint colour: the view's own, else its superview's, else the system blue (0, 122, 255). Setting `nil`
    /// returns to inheriting. Setting it calls ``tintColorDidChange()`` on the view and on every subview that
    /// inherits it.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
        set {
            ownTintColor = newValue
            sendTintColorDidChange()
        }
    }

    /// Called when ``UIView/tintColor`` is set on the view or on an ancestor whose tint it inherits. A view that draws
    /// with its tint colour overrides it to refresh its rendering; the default does nothing.
    open func tintColorDidChange() {}

    /// Calls ``tintColorDidChange()`` on the view, then on the subviews that inherit its tint, recursively.
    private func sendTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil {
            subview.sendTintColorDidChange()
        }
    }

    // MARK: Responder chain

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        viewController ?? superview
    }

    // MARK: Hierarchy

    /// The window the view is in, if any: the view itself when it is a window, else its nearest ancestor that is
    /// one. Read in constant time: every view keeps the window above it, updated when the hierarchy changes.
    open var window: UIWindow? {
        (self as? UIWindow) ?? enclosingWindow
    }

    /// Adds `view` on top of the subviews (see ``insertSubview(_:at:)``).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to `0...subviews.count`), removing it from its
    /// previous superview first. The view is told (``willMove(toSuperview:)``, ``willMove(toWindow:)``,
    /// ``didMoveToWindow()``, ``didMoveToSuperview()``), and so is this view (``didAddSubview(_:)``); both are laid
    /// out again before the next frame.
    ///
    /// Adding a view to itself or to one of its own subviews (which would make a cycle; UIKit raises an exception)
    /// does nothing. Hooks that change the hierarchy while it runs are allowed: the insertion is checked again after
    /// the "will" hooks and the index clamped again.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard canAdopt(view) else { return }
        let oldWindow = view.window, newWindow = window
        if let oldSuperview = view.superview, oldSuperview !== self { oldSuperview.willRemoveSubview(view) }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        guard canAdopt(view) else { return }
        view.detachFromSuperview()
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        view.setEnclosingWindow(window)
        layer.insertSublayer(view.layer, at: UInt32(position))
        if oldWindow !== view.window { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Inserts `view` just below `siblingSubview` among the subviews; when `siblingSubview` is not a subview,
    /// `view` goes on top, as ``addSubview(_:)``.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, nextTo: siblingSubview, offset: 0)
    }

    /// Inserts `view` just above `siblingSubview` among the subviews; when `siblingSubview` is not a subview,
    /// `view` goes on top, as ``addSubview(_:)``.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, nextTo: siblingSubview, offset: 1)
    }

    private func insertSubview(_ view: UIView, nextTo sibling: UIView, offset: Int) {
        guard view !== sibling else { return }
        let withoutView = subviews.filter { $0 !== view }
        guard let siblingIndex = withoutView.firstIndex(where: { $0 === sibling }) else {
            addSubview(view)
            return
        }
        insertSubview(view, at: siblingIndex + offset)
    }

    /// Moves `view` to the top of the subviews; does nothing when it is not a subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        exchangeSubviewOrder(from: index, to: subviews.count - 1)
    }

    /// Moves `view` to the bottom of the subviews; does nothing when it is not a subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        exchangeSubviewOrder(from: index, to: 0)
    }

    /// Swaps the subviews at two indices (and their layers); does nothing when an index is out of range.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        restackSublayers()
    }

    private func exchangeSubviewOrder(from index: Int, to target: Int) {
        let view = subviews.remove(at: index)
        subviews.insert(view, at: target)
        restackSublayers()
    }

    /// Puts the subviews' layers back in the order of the subviews (sublayers that are not a subview's keep
    /// their place below them).
    private func restackSublayers() {
        for view in subviews {
            view.layer.removeFromSuperlayer()
            layer.addSublayer(view.layer)
        }
    }

    /// Removes the view from its superview (and its layer from the superview's layer); the superview is told
    /// (``willRemoveSubview(_:)``) and laid out again, the view is told (``willMove(toSuperview:)`` with `nil`,
    /// the window hooks, ``didMoveToSuperview()``). Does nothing when the view has no superview.
    open func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        let oldWindow = window
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        guard superview != nil else { return }
        let parent = superview
        detachFromSuperview()
        setEnclosingWindow(nil)
        if oldWindow != nil, window == nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        parent?.setNeedsLayout()
    }

    /// Takes the view out of its superview's subviews (and its layer out of the superview's layer). The caller
    /// gives the view its new window at once (`setEnclosingWindow(_:)`), before any hook runs.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// Whether `view` may become a subview: not this view, nor one of its ancestors. A view without subviews can
    /// only be an ancestor by being this view, so adding a new leaf (building a hierarchy from the top down) does
    /// not walk the ancestors.
    private func canAdopt(_ view: UIView) -> Bool {
        if view.subviews.isEmpty { return view !== self }
        return !isDescendant(of: view)
    }

    /// Gives the view and its subtree `newWindow` as the window above them, after the view joined a superview in
    /// `newWindow` (or left its superview: `nil`). The subtree is walked with a stack, only when the window
    /// changes; a window keeps being its own window and its subviews', so the walk does not enter windows.
    private func setEnclosingWindow(_ newWindow: UIWindow?) {
        guard !(self is UIWindow), enclosingWindow !== newWindow else { return }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.enclosingWindow = newWindow
            pending += view.subviews.filter { !($0 is UIWindow) }
        }
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view's superview is about to change to `newSuperview` (`nil`: it is being removed). Does nothing
    /// unless overridden.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// The view's superview changed. Does nothing unless overridden.
    open func didMoveToSuperview() {}

    /// The view's window is about to change to `newWindow` (`nil`: it leaves its window). Does nothing unless
    /// overridden.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// The view's window changed. Does nothing unless overridden.
    open func didMoveToWindow() {}

    /// `subview` was added to the view. Does nothing unless overridden.
    open func didAddSubview(_ subview: UIView) {}

    /// `subview` is about to be removed from the view. Does nothing unless overridden.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Calls ``willMove(toWindow:)`` on the view and its subtree, each view before its subviews, the subviews in
    /// order (the subviews a view has once its own hook returned).
    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        forEachInSubtreeParentFirst { $0.willMove(toWindow: newWindow) }
    }

    /// Tells the view and its subtree, in the order of `notifyWillMove(toWindow:)`, that their window changed:
    /// a view in a window takes its screen's scale and is displayed if it draws, then ``didMoveToWindow()`` runs.
    private func notifyDidMoveToWindow() {
        forEachInSubtreeParentFirst { view in
            if let window = view.window {
                if !view.hasExplicitContentScale, view.layer.contents == nil {
                    view.layer.contentsScale = window.screen.scale
                }
                if !view.hasBeenDisplayed, !type(of: view).drawsNothingOfItsOwn { view.layer.setNeedsDisplay() }
            }
            view.didMoveToWindow()
        }
    }

    /// Calls `body` on the view, then on each subview's subtree in turn (depth first, a view before its
    /// subviews), reading each view's subviews after `body` ran on it. Walked with a stack, so that the subtree
    /// may be of any depth.
    private func forEachInSubtreeParentFirst(_ body: (UIView) -> Void) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            body(view)
            pending += view.subviews.reversed()
        }
    }

    // MARK: Sizes

    /// The size that best fits `size`: the view's current size unless overridden (labels and buttons fit their
    /// content).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The size the view's content needs: ``UIView/noIntrinsicMetric`` in both dimensions unless overridden.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Drawing and layout

    /// Draws the view's content into the current graphics context (``UIGraphicsGetCurrentContext()``), in the
    /// view's coordinates (y down); `rect` is the area to draw (Flipbook always redraws the whole bounds).
    ///
    /// A view whose class does not override it has no backing image (its layer's `contents` is left alone, so an
    /// image set on the layer stays). A class that overrides it is drawn when the view first joins a window, after
    /// each ``setNeedsDisplay()`` and, with ``ContentMode/redraw``, after each change of size; an override of a
    /// direct `UIView` subclass need not call `super`.
    open func draw(_ rect: CGRect) {
        inheritedDrawRan = true
    }

    /// Marks the whole view as needing to be redrawn: ``draw(_:)`` runs before the next frame.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks `rect` as needing to be redrawn (Flipbook redraws the whole view).
    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    /// Lays out the subviews. Does nothing unless overridden. Called before the next frame after
    /// ``setNeedsLayout()`` — which adding a subview and changing the size do — or by ``layoutIfNeeded()``.
    open func layoutSubviews() {}

    /// Marks the view as needing layout: ``layoutSubviews()`` runs before the next frame.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out now the view and its subviews that need layout, top down: each view's layer lays it out
    /// (``layoutSubviews()``) if it is marked, then its subviews — as they are after that layout — follow in order.
    /// The hierarchy is walked with an explicit stack, not by recursion, so that it may be of any depth; the
    /// subviews are laid out through their layers, as in UIKit, not through their own `layoutIfNeeded()`.
    open func layoutIfNeeded() {
        forEachInSubtreeParentFirst { $0.layer.layoutIfNeeded() }
    }

    // MARK: CALayerDelegate

    /// The layer's action for `event`: outside an animation block `NSNull` (no animation) for the view's own
    /// layer; inside one, the animation the block describes.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return nil }
        return animationAction(for: layer, forKey: event)
    }

    /// Displays the view's layer: draws it with ``draw(_:)`` at its `contentsScale` and makes the drawing the
    /// layer's `contents` — unless the drawing only reached `UIView`'s own ``draw(_:)`` and left every pixel
    /// transparent, when the view has nothing to draw and keeps no backing image.
    open func display(_ layer: CALayer) {
        hasBeenDisplayed = true
        inheritedDrawRan = false
        let image = layer.drawnContentsImage()
        if inheritedDrawRan, image.map(Self.isFullyTransparent) ?? true { return }
        layer.contents = image
    }

    /// Whether views of exactly this class draw nothing of their own: such views are not displayed when they join a
    /// window, which saves drawing a whole backing image only to find it empty. Each of this module's classes that
    /// draws nothing (`UIView`, `UIWindow`, `UIControl`, `UIButton`, `UIImageView`, whose image is its layer's
    /// contents) answers `true` for itself alone; subclasses (the app's) are displayed once to find out.
    class var drawsNothingOfItsOwn: Bool { self == UIView.self }

    private static func isFullyTransparent(_ image: CGImage) -> Bool {
        guard let data = image.dataProvider?.data else { return true }
        return (data as Data).allSatisfy { $0 == 0 }
    }

    /// Draws the layer by calling ``draw(_:)`` with the context made current.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(layer.bounds)
    }

    /// Lays out the layer: for a view controller's root view, ``UIViewController/viewWillLayoutSubviews()``, then
    /// ``layoutSubviews()``, then ``UIViewController/viewDidLayoutSubviews()``.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
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

    // MARK: Hit testing and touches

    /// The deepest visible, interactive view containing `point` (in the view's coordinates): the subviews are
    /// tested front to back; a hidden view, one with `alpha` below 0.01 or with interaction disabled is skipped
    /// with its subviews (and so is a disabled control, and a view animated by a block without
    /// `.allowUserInteraction`). Model values are used, as in UIKit; a NaN point or a view with a NaN frame hits
    /// nothing.
    ///
    /// A point outside the view (``point(inside:with:)`` `false`) hits nothing, even where a subview extends
    /// beyond the bounds. Every view's ``point(inside:with:)`` is called, and every subview whose class is not
    /// exactly `UIView` is asked through its own `hitTest(_:with:)`, so overrides are honoured; plain `UIView`s are
    /// searched without recursion, the point converted one level at a time, so that a hierarchy of any depth is
    /// hit-tested in time linear in the views visited (see `searchForHit(at:with:)`).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        searchForHit(at: point, with: event)
    }

    /// Whether the view takes part in hit testing (``isUserInteractionEnabled``; controls also need to be
    /// enabled).
    var acceptsTouches: Bool { isUserInteractionEnabled }

    /// Whether `point` (in the view's coordinates) is inside the view's bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Attaches `gestureRecognizer` to the view (moving it from the view it was attached to).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view; does nothing when it is not attached to the view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let recognizers = gestureRecognizers, recognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizers = recognizers.filter { $0 !== gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Whether `gestureRecognizer`, tracking a touch that began in this view, may recognize its gesture: `true`
    /// unless overridden (controls refuse single taps of their ancestors' recognizers, see ``UIControl``).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
