import FlipbookCoreAnimation
import Foundation

/// A control for choosing one value from a continuous range by dragging a thumb along a track.
///
/// Values as UIKit's: ``value`` (default 0) always lies in ``minimumValue`` … ``maximumValue`` (defaults 0 and 1) —
/// a value set outside is clamped, and moving one bound past the other moves the other too. Setting the value in
/// code sends no action. Dragging the thumb changes the value by the distance dragged (the thumb follows the
/// finger) and sends ``UIControl/Event/valueChanged`` on every change while ``isContinuous`` (default `true`),
/// else once when the finger lifts; a touch that does not begin on the thumb does not move it.
///
/// The look is Flipbook's rendering of iOS's default slider (UIKit documents no sizes): a 4-point track centred
/// vertically across the bounds (``trackRect(forBounds:)``), in ``minimumTrackTintColor`` (default: the
/// ``UIView/tintColor``) up to the thumb and ``maximumTrackTintColor`` (default: light grey) after it, and a
/// 28-point round thumb in ``thumbTintColor`` (default: white) with a soft shadow, whose edges stay within the
/// track (``thumbRect(forBounds:trackRect:value:)``). A `NaN` value is taken as ``minimumValue``.
open class UISlider: UIControl {
    /// A UISlider draws nothing of its own: its track and thumb are subviews (see `UIView.drawsNothingOfItsOwn`).
    override class var drawsNothingOfItsOwn: Bool { self == UISlider.self }

    /// The diameter of the default thumb, in points.
    static let thumbDiameter: CGFloat = 28
    /// The height of the default track, in points.
    static let trackHeight: CGFloat = 4
    /// How long `setValue(_:animated: true)` moves the thumb (UIKit does not document it).
    static let valueAnimationDuration: TimeInterval = 0.25

    private let minimumTrackView = UIView(frame: .zero)
    private let maximumTrackView = UIView(frame: .zero)
    private let thumbView = UIView(frame: .zero)
    /// The value when the tracked touch began, and where the touch began (in the slider's coordinates).
    private var dragStart: (value: Float, location: CGPoint)?

    /// Creates a slider with `frame`: value 0 in the range 0 … 1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addParts()
    }

    /// Creates a slider from an archive: value 0 in the range 0 … 1.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
    }

    private func addParts() {
        for part in [maximumTrackView, minimumTrackView, thumbView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        for track in [minimumTrackView, maximumTrackView] {
            track.layer.cornerRadius = Self.trackHeight / 2
        }
        thumbView.layer.cornerRadius = Self.thumbDiameter / 2
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.25
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumbView.layer.shadowRadius = 3
        updateColors()
    }

    // MARK: Value

    /// The slider's value, within ``minimumValue`` … ``maximumValue`` (a value outside is clamped). Default 0.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    private var storedValue: Float = 0

    /// The value at the leading end of the track. Default 0. A value above ``maximumValue`` raises the maximum to
    /// it; the current ``value`` is raised to it if below.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// The value at the trailing end of the track. Default 1. A value below ``minimumValue`` lowers the minimum to
    /// it; the current ``value`` is lowered to it if above.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// Whether dragging sends ``UIControl/Event/valueChanged`` on every change (`true`, the default) or only
    /// when the finger lifts.
    open var isContinuous = true

    /// Sets ``value`` (clamped to the range); `animated` moves the thumb over 0.25 s instead of at once. Sends no
    /// action.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
        if animated {
            UIView.animate(withDuration: Self.valueAnimationDuration) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    // MARK: Colours

    /// The colour of the track before the thumb; `nil` (the default) uses the ``UIView/tintColor``.
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The colour of the track after the thumb; `nil` (the default) uses light grey.
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The colour of the thumb; `nil` (the default) uses white.
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    /// Recolours the minimum track, which draws in the tint colour while ``minimumTrackTintColor`` is `nil`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        minimumTrackView.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrackView.backgroundColor = maximumTrackTintColor ?? UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
        thumbView.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Geometry

    /// The rectangle of the track: the full width of `bounds`, 4 points high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The rectangle of the thumb at `value`: 28 points square, centred on the track vertically; its left edge at
    /// the track's left at ``minimumValue`` and its right edge at the track's right at ``maximumValue``.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = Self.thumbDiameter
        let x = rect.minX + (rect.width - size) * CGFloat(fraction(of: value))
        return CGRect(x: x, y: rect.midY - size / 2, width: size, height: size)
    }

    /// Where `value` lies in the range, 0 … 1 (0 for an empty range).
    private func fraction(of value: Float) -> Float {
        let range = maximumValue - minimumValue
        return range > 0 ? (min(max(value, minimumValue), maximumValue) - minimumValue) / range : 0
    }

    /// Places the tracks and the thumb for the current value, in the current colours (the tint colour may have
    /// changed with the superview).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateColors()
        layoutParts()
    }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumTrackView.frame = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        maximumTrackView.frame = CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
        thumbView.frame = thumb
    }

    // MARK: Tracking

    /// Tracks a touch that begins on the thumb.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumb.contains(location) else { return false }
        dragStart = (storedValue, location)
        return true
    }

    /// Moves the value by the distance dragged since the touch began, and sends ``UIControl/Event/valueChanged``
    /// if it changed and the slider ``isContinuous``.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let dragStart else { return false }
        let travel = trackRect(forBounds: bounds).width - Self.thumbDiameter
        guard travel > 0 else { return true }
        let distance = touch.location(in: self).x - dragStart.location.x
        let oldValue = storedValue
        value = dragStart.value + Float(distance / travel) * (maximumValue - minimumValue)
        if isContinuous, storedValue != oldValue { sendActions(for: .valueChanged) }
        return true
    }

    /// Ends the drag; a slider that is not continuous sends ``UIControl/Event/valueChanged`` now if the value
    /// changed during it.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let dragStart else { return }
        self.dragStart = nil
        if !isContinuous, storedValue != dragStart.value { sendActions(for: .valueChanged) }
    }

    /// Ends the drag without an action.
    open override func cancelTracking(with event: UIEvent?) {
        dragStart = nil
    }
}
