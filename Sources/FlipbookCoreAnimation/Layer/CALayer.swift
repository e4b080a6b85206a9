import Foundation
import FlipbookGraphics

/// A rectangle with visual content and geometry in a tree, animated by Core Animation.
///
/// Every property change on a layer inside a ``LayerHost`` runs the layer's action for that key (an implicit
/// animation by default, see ``action(forKey:)``), inside the current ``CATransaction``. Outside a host there is
/// no run loop and no clock: changes apply without animation.
///
/// Each property is declared once in the class's property table (see `LayerProperty`), from which key-value coding,
/// actions, animations and presentation copies reach it; Flipbook's subclasses append their own declarations.
open class CALayer: CAMediaTiming {
    // MARK: Stored model state

    /// The rarely animated properties, in one shared immutable box: a presentation copy takes them with one
    /// retain, and a change stores a new box (see `SharedValue`).
    var attributes: SharedValue<LayerAttributes>
    /// The values of the properties a subclass declares (see `LayerStorage.declared(default:)`), shared with copies
    /// until one side changes. Accessed without runtime exclusivity checks (they took about a third of a declared
    /// property's getter time): only `DeclaredValues`' own methods access it, and they run no other code meanwhile
    /// (a replaced value is released after the access, see `LayerStorage.declared(default:)`).
    @exclusivity(unchecked) var declaredValues = DeclaredValues()

    var _bounds: CGRect = .zero
    var _position: CGPoint = .zero
    var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var _zPosition: CGFloat = 0
    var _transform = CATransform3DIdentity
    var _opacity: Float = 1
    var _isHidden = false

    var _sublayers: [CALayer] = []
    weak var _superlayer: CALayer?
    /// Whether this layer or a sublayer below it may hold animations committed outside any host, which a host
    /// takes over when the layer joins its tree (see `LayerHost.adoptAnimations(of:)`): set on the layer and its
    /// superlayers by such a commit and by inserting a marked layer outside a host, cleared by the adoption, so that
    /// inserting an unmarked layer into a host's tree looks at nothing below it.
    var subtreeHasStandaloneAnimations = false
    var _mask: CALayer?
    /// The layer whose ``mask`` this layer is (its parent in the tree when it has no superlayer).
    weak var _maskedLayer: CALayer?
    /// Whether a host has committed the layer as part of its tree: until then the layer has nothing on screen, so an
    /// implicit animation has no previous presented value to start from and is not added (see
    /// ``changeValue(forKey:_:)``), as on Apple, where a layer configured and added in one transaction appears
    /// at its values at once.
    var hasBeenCommitted = false
    /// The animations in the order they were added.
    var animationEntries = AnimationEntryList()
    var _needsDisplay = false
    var _needsLayout = false

    /// For a presentation copy, the model layer it was made from.
    var presentedModel: CALayer?
    /// For a presentation copy, the layer's local time its animations were sampled at (`nil` for a model layer):
    /// the time of layer classes whose content is a function of time (`CAEmitterLayer`'s particles).
    package internal(set) var presentationLocalTime: CFTimeInterval?
    /// For a presentation copy, the transition it shows at its time (set by a running ``CATransition``), or `nil`.
    package internal(set) var transitionPresentation: TransitionPresentation?
    /// The sublayers of the presentation layer made by the last `presentation()`, to be refilled by the next one
    /// (see `SublayerCopies`). Those above a layer with a mask are not kept (see
    /// `CALayer.presentationTree(atLocalTime:recycling:)`).
    var keptSublayerCopies: [CALayer] = []
    /// Whether this layer is a presentation copy (no actions, no transactions).
    var isPresentationCopy: Bool { presentedModel != nil }
    /// The change whose action is running (read by `add(_:forKey:)` for implicit animations): its key, the value
    /// shown before it, and whether the layer was on screen (committed by its host, or outside any host).
    var implicitPreviousValue: (key: String, value: AnimationValue?, isOnScreen: Bool)?
    /// Set by the default `CALayerDelegate.display(_:)` to say the delegate did not display the layer.
    var delegateDidNotDisplay = false

    // MARK: Initialisers

    /// Creates a layer with Apple's defaults (zero bounds, anchor point (0.5, 0.5), opacity 1, …).
    public init() {
        attributes = SharedValue(LayerAttributes())
    }

    /// Creates a copy of `layer`'s model properties (not its sublayers or animations); Core Animation uses it to
    /// make presentation layers. The properties a subclass declares in its property table are copied too; a subclass
    /// with stored properties of its own overrides it and copies them.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else {
            attributes = SharedValue(LayerAttributes())
            return
        }
        attributes = other.attributes
        declaredValues = other.declaredValues
        copyModelState(from: other)
    }

    /// The presentation copy of a layer whose class is exactly `CALayer` (which declares no values of its own, so
    /// ``declaredValues`` stays empty here and in ``refill(asPresentationOf:)``): what `init(layer:)` makes, without
    /// casting an `Any` argument.
    init(presentationOf model: CALayer) {
        attributes = model.attributes
        copyModelState(from: model)
    }

    /// Makes this previous presentation copy (of class exactly `CALayer`, held by nobody else) what
    /// `init(presentationOf:)` makes for `model`, except for its sublayers (recycled by the tree building, see
    /// `SublayerCopies`) and its superlayer: every other stored property a caller could have changed is set again.
    func refill(asPresentationOf model: CALayer) {
        // A copy is usually refilled from the same model with the same attributes: the reference-counted properties
        // are stored only when they change.
        if _mask != nil { _mask = nil }
        if !attributes.isShared(with: model.attributes) { attributes = model.attributes }
        copyModelState(from: model)
        if presentedModel !== model { presentedModel = model }
        _needsDisplay = false
        _needsLayout = false
        delegateDidNotDisplay = false
        transitionPresentation = nil
    }

    /// Copies the model properties stored outside ``attributes``.
    private func copyModelState(from other: CALayer) {
        _bounds = other._bounds
        _position = other._position
        _anchorPoint = other._anchorPoint
        _zPosition = other._zPosition
        _transform = other._transform
        _opacity = other._opacity
        _isHidden = other._isHidden
    }

    /// The layer's stored model state now (see ``LayerModelSnapshot``).
    func modelSnapshot() -> LayerModelSnapshot {
        LayerModelSnapshot(attributes: attributes, declaredValues: declaredValues, bounds: _bounds, position: _position,
                           anchorPoint: _anchorPoint, zPosition: _zPosition, transform: _transform, opacity: _opacity,
                           isHidden: _isHidden, mask: _mask)
    }

    /// Gives this presentation copy the model state of `snapshot` (not its mask: the copy's mask is a copy too).
    func restoreModel(_ snapshot: LayerModelSnapshot) {
        attributes = snapshot.attributes
        declaredValues = snapshot.declaredValues
        _bounds = snapshot.bounds
        _position = snapshot.position
        _anchorPoint = snapshot.anchorPoint
        _zPosition = snapshot.zPosition
        _transform = snapshot.transform
        _opacity = snapshot.opacity
        _isHidden = snapshot.isHidden
    }

    deinit {
        animationEntries.detachAll()
        dismantleOwnedLayers()
    }

    // MARK: Non-animated properties

    /// A name for the layer (used by key paths of some subclasses and for debugging).
    open var name: String? {
        get { attributes.value.name }
        set { update(Properties.declared.name, newValue) }
    }
    /// Default values for properties not set explicitly; `style["actions"]` is searched for actions.
    open var style: [AnyHashable: Any]? {
        get { attributes.value.style }
        set { update(Properties.declared.style, newValue) }
    }
    /// Actions by key, searched after the delegate (an `NSNull` value disables the action).
    open var actions: [String: CAAction]? {
        get { attributes.value.actions }
        set { update(Properties.declared.actions, newValue) }
    }
    /// The delegate (not retained).
    open var delegate: CALayerDelegate? {
        get { attributes.value.delegate }
        set { attributes.value.delegate = newValue }
    }
    /// Whether changing `bounds` marks the layer as needing display. Default `false`.
    open var needsDisplayOnBoundsChange: Bool {
        get { attributes.value.needsDisplayOnBoundsChange }
        set { update(Properties.declared.needsDisplayOnBoundsChange, newValue) }
    }

    // MARK: Geometry

    /// The layer's own coordinate rectangle. Animatable.
    open var bounds: CGRect {
        get { _bounds }
        set { update(Properties.declared.bounds, newValue) }
    }

    /// The position of the anchor point in the superlayer's coordinates. Animatable.
    open var position: CGPoint {
        get { _position }
        set { update(Properties.declared.position, newValue) }
    }

    /// The point of the bounds (in unit coordinates) placed at `position`, and the centre of transforms.
    /// Default (0.5, 0.5). Animatable.
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set { update(Properties.declared.anchorPoint, newValue) }
    }

    /// The anchor point's z coordinate. Animatable.
    open var anchorPointZ: CGFloat {
        get { attributes.value.anchorPointZ }
        set { update(Properties.declared.anchorPointZ, newValue) }
    }

    /// The position on the z axis (drawing order among siblings, depth under perspective). Animatable.
    open var zPosition: CGFloat {
        get { _zPosition }
        set { update(Properties.declared.zPosition, newValue) }
    }

    /// The transform applied about the anchor point. Animatable.
    open var transform: CATransform3D {
        get { _transform }
        set { update(Properties.declared.transform, newValue) }
    }

    /// The transform applied to the sublayers, about the anchor point. Animatable.
    open var sublayerTransform: CATransform3D {
        get { attributes.value.sublayerTransform }
        set { update(Properties.declared.sublayerTransform, newValue) }
    }

    // MARK: Appearance

    /// The opacity, 0…1. Default 1. Animatable.
    open var opacity: Float {
        get { _opacity }
        set { update(Properties.declared.opacity, newValue) }
    }

    /// Whether the layer (and its sublayers) is not displayed.
    open var isHidden: Bool {
        get { _isHidden }
        set { update(Properties.declared.isHidden, newValue) }
    }

    /// The background colour, filling the (rounded) bounds. Default `nil`. Animatable.
    open var backgroundColor: CGColor? {
        get { attributes.value.backgroundColor }
        set { update(Properties.declared.backgroundColor, newValue) }
    }

    /// The border colour. Default opaque black. Animatable.
    open var borderColor: CGColor? {
        get { attributes.value.borderColor }
        set { update(Properties.declared.borderColor, newValue) }
    }

    /// The corner radius of the background and border. Animatable.
    open var cornerRadius: CGFloat {
        get { attributes.value.cornerRadius }
        set { update(Properties.declared.cornerRadius, newValue) }
    }

    /// Which corners `cornerRadius` rounds. Default: all four.
    open var maskedCorners: CACornerMask {
        get { attributes.value.maskedCorners }
        set { update(Properties.declared.maskedCorners, newValue) }
    }

    /// The border width, drawn inside the bounds. Animatable.
    open var borderWidth: CGFloat {
        get { attributes.value.borderWidth }
        set { update(Properties.declared.borderWidth, newValue) }
    }

    /// Whether sublayers and contents are clipped to the (rounded) bounds.
    open var masksToBounds: Bool {
        get { attributes.value.masksToBounds }
        set { update(Properties.declared.masksToBounds, newValue) }
    }

    /// A layer whose alpha masks this layer's content.
    ///
    /// The mask leaves its previous superlayer, or the layer it masked before (Apple leaves a mask with a superlayer
    /// undefined). A mask that would make the tree a cycle — the layer itself, or a layer it lies in (through
    /// superlayers and masks) — is ignored, as a layer added to itself is.
    open var mask: CALayer? {
        get { _mask }
        set {
            if let newValue, wouldFormCycle(adopting: newValue) { return }
            if newValue !== _mask { newValue?.removeFromSuperlayer() }
            if let old = _mask, old._maskedLayer === self { old._maskedLayer = nil }
            newValue?._maskedLayer = self
            update(Properties.declared.mask, newValue)
            if newValue?.subtreeHasStandaloneAnimations == true { markStandaloneAnimations() }
            if newValue != nil, !isPresentationCopy, let host = LayerHost.current { host.treeChangedSinceCommit = true }
        }
    }

    /// The shadow's colour. Default opaque black. Animatable.
    open var shadowColor: CGColor? {
        get { attributes.value.shadowColor }
        set { update(Properties.declared.shadowColor, newValue) }
    }

    /// The shadow's shape (default `nil`: the layer's own shape). Animatable.
    open var shadowPath: CGPath? {
        get { attributes.value.shadowPath }
        set { update(Properties.declared.shadowPath, newValue) }
    }

    /// The shadow's opacity. Default 0 (no shadow). Animatable.
    open var shadowOpacity: Float {
        get { attributes.value.shadowOpacity }
        set { update(Properties.declared.shadowOpacity, newValue) }
    }

    /// The shadow's offset (+x right, +y down on iOS). Default (0, −3). Animatable.
    open var shadowOffset: CGSize {
        get { attributes.value.shadowOffset }
        set { update(Properties.declared.shadowOffset, newValue) }
    }

    /// The shadow's blur radius. Default 3. Animatable.
    open var shadowRadius: CGFloat {
        get { attributes.value.shadowRadius }
        set { update(Properties.declared.shadowRadius, newValue) }
    }

    /// The layer's image (a `CGImage`), drawn into the bounds according to `contentsGravity`.
    open var contents: Any? {
        get { attributes.value.contents }
        set { update(Properties.declared.contents, newValue) }
    }

    /// How `contents` fits the bounds. Default ``CALayerContentsGravity/resize``.
    open var contentsGravity: CALayerContentsGravity {
        get { attributes.value.contentsGravity }
        set { update(Properties.declared.contentsGravity, newValue) }
    }

    /// The part of `contents` shown, in unit coordinates. Default (0, 0, 1, 1). Animatable.
    open var contentsRect: CGRect {
        get { attributes.value.contentsRect }
        set { update(Properties.declared.contentsRect, newValue) }
    }

    /// Pixels per point of `contents`. Default 1.
    open var contentsScale: CGFloat {
        get { attributes.value.contentsScale }
        set { update(Properties.declared.contentsScale, newValue) }
    }

    /// The stretchable centre of `contents`, in unit coordinates. Default (0, 0, 1, 1). Animatable.
    open var contentsCenter: CGRect {
        get { attributes.value.contentsCenter }
        set { update(Properties.declared.contentsCenter, newValue) }
    }

    /// Whether the back face is drawn when the layer faces away. Default `true`.
    open var isDoubleSided: Bool {
        get { attributes.value.isDoubleSided }
        set { update(Properties.declared.isDoubleSided, newValue) }
    }

    /// Whether the layer's geometry is flipped vertically relative to its superlayer. Default `false`.
    open var isGeometryFlipped: Bool {
        get { attributes.value.isGeometryFlipped }
        set { update(Properties.declared.isGeometryFlipped, newValue) }
    }

    /// Whether opacity is applied to the layer and its sublayers as one group. Default `true`.
    open var allowsGroupOpacity: Bool {
        get { attributes.value.allowsGroupOpacity }
        set { update(Properties.declared.allowsGroupOpacity, newValue) }
    }

    // MARK: CAMediaTiming

    /// See ``CAMediaTiming/beginTime``.
    open var beginTime: CFTimeInterval {
        get { attributes.value.timing.beginTime }
        set { update(Properties.declared.beginTime, newValue) }
    }

    /// See ``CAMediaTiming/duration``. A layer's default is infinity.
    open var duration: CFTimeInterval {
        get { attributes.value.timing.duration }
        set { update(Properties.declared.duration, newValue) }
    }

    /// See ``CAMediaTiming/speed``: 0 pauses every animation in the subtree, 2 doubles their pace.
    open var speed: Float {
        get { attributes.value.timing.speed }
        set { update(Properties.declared.speed, newValue) }
    }

    /// See ``CAMediaTiming/timeOffset``; with `speed` 0 it scrubs the subtree's animations.
    open var timeOffset: CFTimeInterval {
        get { attributes.value.timing.timeOffset }
        set { update(Properties.declared.timeOffset, newValue) }
    }

    /// See ``CAMediaTiming/repeatCount``.
    open var repeatCount: Float {
        get { attributes.value.timing.repeatCount }
        set { update(Properties.declared.repeatCount, newValue) }
    }

    /// See ``CAMediaTiming/repeatDuration``.
    open var repeatDuration: CFTimeInterval {
        get { attributes.value.timing.repeatDuration }
        set { update(Properties.declared.repeatDuration, newValue) }
    }

    /// See ``CAMediaTiming/autoreverses``.
    open var autoreverses: Bool {
        get { attributes.value.timing.autoreverses }
        set { update(Properties.declared.autoreverses, newValue) }
    }

    /// See ``CAMediaTiming/fillMode``.
    open var fillMode: CAMediaTimingFillMode {
        get { attributes.value.timing.fillMode }
        set { update(Properties.declared.fillMode, newValue) }
    }

    /// The value of a property by its key-value-coding key (`"position"`, `"opacity"`, `"hidden"`, …);
    /// unknown keys read the layer's custom storage (any key can hold a value, as on Apple).
    /// Subclasses override to add their own keys and call `super` for the rest.
    open func value(forKey key: String) -> Any? { storedValue(forKey: key) }

    /// Sets a property by its key. A value of the wrong type for the property is ignored (the property keeps
    /// its value); unknown keys are stored in the layer's custom storage. Setting runs the property's action.
    open func setValue(_ value: Any?, forKey key: String) { storeValue(value, forKey: key) }

    /// The value at a key path such as `"position.x"`, `"bounds.size.width"`, `"transform.rotation.z"`,
    /// `"transform.scale"`, `"shadowOffset.height"`; `nil` when a component does not apply.
    open func value(forKeyPath keyPath: String) -> Any? {
        value(for: LayerKeyPath(keyPath))
    }

    /// Sets the value at a key path; the containing property is updated as a whole (and its action runs).
    /// A value of the wrong type, or a component that does not apply, is ignored.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setValue(value, for: LayerKeyPath(keyPath))
    }

    /// The value for `key` when none is set (Apple's defaults for the layer's own properties).
    open class func defaultValue(forKey key: String) -> Any? {
        propertyTable.defaultValue(forKey: key)
    }

    /// Whether changing `key` requires redisplaying the layer: `true` for the keys a class's `draw(in:)` reads
    /// (its property table says which; `CALayer` has none). Subclasses may override.
    open class func needsDisplay(forKey key: String) -> Bool { propertyTable[key]?.needsDisplay ?? false }

    // MARK: Actions, display, layout, hit testing (overridable)

    /// The action for `event` (a property key), searched in Apple's order:
    /// 1. the delegate's `action(for:forKey:)`; 2. the ``actions`` dictionary; 3. `style["actions"]`;
    /// 4. the class's ``defaultAction(forKey:)``. The first non-nil result wins; an `NSNull` result stops the
    /// search and means no action. When all four are nil and the property animates implicitly (an "Animatable"
    /// property with interpolated values, as the class's property table declares, or a custom key holding an
    /// interpolatable value), the result is the implicit
    /// animation: a `CABasicAnimation` of `event` with the transaction's duration and timing function (Core
    /// Animation's default curve, `CAMediaTimingFunction(name: .default)`, when the transaction sets none).
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// The class's default action for `event`: `nil` for `CALayer` (as measured on Apple).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Redraws the layer: the delegate's `display(_:)` if it implements it, otherwise the layer's drawing
    /// (see ``draw(in:)``) into a new bitmap that becomes `contents`.
    open func display() { displayContents() }

    /// Draws the layer's content into `ctx` (called by ``display()`` when the delegate does not draw).
    /// The context covers the bounds with a y-down CTM scaled by `contentsScale`. The default asks the delegate's
    /// `draw(_:in:)`; subclasses override.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Lays out the sublayers: the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Whether `p` (in the layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { _bounds.contains(p) }

    /// The farthest descendant (or this layer) containing `p`, given in the *superlayer's* coordinates;
    /// hidden layers, culled back faces and points outside a `masksToBounds` layer hit nothing. Front-most
    /// (highest `zPosition`, then last added) sublayers win; inside a 3D rendering context (the sublayers of a
    /// `CATransformLayer`), the layer nearest the viewer at `p`. A transform layer is passed over to its
    /// sublayers and never returned itself.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestSubtree(p) }

    // MARK: Change tracking

    /// Stores a model value of `property` through ``changeValue(forKey:_:)``. The setters of declared properties
    /// call it (see `LayerProperty`).
    package func update<Layer: CALayer, Value>(_ property: LayerProperty<Layer, Value>, _ newValue: Value) {
        guard let layer = self as? Layer else { return }
        changeValue(forKey: property.descriptor.key) { property.storage.set(layer, newValue) }
    }

    /// Applies a model change with `store` and runs the action for `key` (see ``action(forKey:)``) when the change
    /// joins a transaction (in a host, or outside one while a transaction is open, see ``CATransaction``), the
    /// layer is not a presentation copy, and the transaction does not disable actions. As on Apple, the action is
    /// looked up *before* the value changes (a delegate can read the old value) and run after. An implicit animation
    /// starts from the value shown before the change; a layer a host has not committed yet (created or added in this
    /// transaction) shows nothing to start from, so its implicit animation is not added and the change shows at once
    /// (the action still runs: a UIKit view's block action animates from the model value it read). A change of a key
    /// that needs display (``needsDisplay(forKey:)``) marks the layer, in a transaction or not. Declared properties
    /// reach it through ``update(_:_:)``; custom keys directly.
    package func changeValue(forKey key: String, _ store: () -> Void) {
        guard !isPresentationCopy, let transactions = TransactionStack.current else {
            store()
            if !isPresentationCopy, type(of: self).needsDisplay(forKey: key) { _needsDisplay = true }
            return
        }
        transactions.noteChange()
        let action = transactions.disableActions ? nil : action(forKey: key)
        let host = transactions.host
        let isOnScreen = host == nil || hasBeenCommitted
        let previous = action == nil || !isOnScreen ? nil : presentedValue(forKey: key) ?? AnimationValue(value(forKey: key))
        if isOnScreen { transactions.recordPriorModel(of: self) }
        store()
        if propertyTable[key]?.isMediaTiming == true { host?.timingGeneration += 1 }
        if type(of: self).needsDisplay(forKey: key) || (key == "bounds" && needsDisplayOnBoundsChange) {
            _needsDisplay = true
            host?.needsLayoutOrDisplay = true
        }
        guard let action else { return }
        implicitPreviousValue = (key, previous, isOnScreen)
        defer { implicitPreviousValue = nil }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// The value of `key` shown now, when animations could make it differ from the model.
    func presentedValue(forKey key: String) -> AnimationValue? {
        guard !animationEntries.isEmpty else { return nil }
        return AnimationValue(presentationCopy(atLocalTime: currentLocalTime).value(forKey: key))
    }
}
