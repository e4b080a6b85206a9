import Foundation
import FlipbookRaster

extension CGContext {
    // MARK: Graphics state stack

    /// Pushes a copy of the graphics state (CTM, colours, line style, alpha, blend mode, shadow,
    /// interpolation quality, anti-aliasing and clip) onto the state stack. The current path is not saved.
    public func saveGState() {
        savedStates.append(state)
    }

    /// Restores the most recently saved graphics state; ignored when nothing is saved (Core Graphics logs
    /// an error and ignores it too), and inside a transparency layer when only the state saved by
    /// ``beginTransparencyLayer(auxiliaryInfo:)`` is left (``endTransparencyLayer()`` restores that one).
    public func restoreGState() {
        guard savedStates.count > (layerStateDepths.last ?? 0) else { return }
        if let saved = savedStates.popLast() { state = saved }
    }

    // MARK: Current transformation matrix

    /// The current transformation matrix: user space to the default user space (identity at creation;
    /// the y-up to row-down flip of the bitmap is not part of it, as on Apple platforms).
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the origin of user space by `(tx, ty)`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.ctm = state.ctm.translatedBy(x: tx, y: ty)
    }

    /// Scales user space by `(sx, sy)`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.ctm = state.ctm.scaledBy(x: sx, y: sy)
    }

    /// Rotates user space by `angle` radians (counterclockwise with y up).
    public func rotate(by angle: CGFloat) {
        state.ctm = state.ctm.rotated(by: angle)
    }

    /// Applies `transform` to user space: points are transformed by `transform`, then by the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    // MARK: Colours and alpha

    /// Sets the fill colour (gray colours are drawn as equal red, green and blue; a pattern colour fills with
    /// its pattern, laid in the user space of each drawing call from its origin).
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color.raster
        state.fillPattern = color.pattern
    }

    /// Sets the fill colour to a gray level and alpha.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Sets the fill colour to RGB components and alpha.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke colour (a pattern colour strokes with its pattern, as ``setFillColor(_:)`` fills).
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color.raster
        state.strokePattern = color.pattern
    }

    /// Sets the stroke colour to a gray level and alpha.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Sets the stroke colour to RGB components and alpha.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the global alpha (clamped to `0...1`) that multiplies everything drawn.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    }

    /// Sets the compositing operation of later drawing.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    // MARK: Line style

    /// Sets the line width in user-space units (default 1). Zero draws the thinnest visible line, one device
    /// pixel wide; negative or non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width >= 0, width.isFinite else { return }
        state.lineWidth = width
    }

    /// Sets the style of line ends.
    public func setLineCap(_ cap: CGLineCap) {
        state.lineCap = cap
    }

    /// Sets the style of line joins.
    public func setLineJoin(_ join: CGLineJoin) {
        state.lineJoin = join
    }

    /// Sets the miter limit (default 10): miter joins longer than `limit × line width` are bevelled.
    public func setMiterLimit(_ limit: CGFloat) {
        state.miterLimit = limit
    }

    /// Sets the dash pattern: `lengths` alternate painted and unpainted lengths in user space, `phase` is
    /// how far into the pattern the stroke starts. An empty array (or one with a negative length, or all
    /// zeros) gives solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    // MARK: Shadow, quality

    /// Enables a shadow under later drawing: `offset` in base space (not affected by the CTM; y up, so a
    /// positive height moves the shadow up the image), `blur` the blur amount (a Gaussian of standard
    /// deviation `blur / 2` device pixels), `color` the colour (`nil` turns shadows off). Offsets are rounded
    /// to whole device pixels.
    ///
    /// Bad values are settled here, before any conversion to whole pixels: a non-finite offset turns shadows
    /// off; a non-finite or negative blur is 0 and a blur above ``maximumShadowBlur`` is that maximum; offset
    /// components beyond ±2³¹ device pixels are clamped there (such a shadow cannot reach any bitmap, and a
    /// shadow that misses the bitmap is not drawn).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, offset.width.isFinite, offset.height.isFinite else {
            state.shadow = nil
            return
        }
        let limit = CGFloat(Int32.max)
        let offset = CGSize(width: min(max(offset.width, -limit), limit), height: min(max(offset.height, -limit), limit))
        state.shadow = GraphicsState.Shadow(offset: offset, blur: blur.isFinite ? min(max(blur, 0), Self.maximumShadowBlur) : 0,
                                            color: color.raster)
    }

    /// The largest shadow blur a context draws, 128 (a Gaussian of standard deviation 64 device pixels);
    /// ``setShadow(offset:blur:color:)`` lowers larger ones to it, so that the offscreen pixmap of a shadowed
    /// call is at most 386 pixels wider and taller than what it draws (the blur itself costs the same per pixel
    /// at any size: box passes from σ = 2 on). A Flipbook addition: Core Graphics documents no limit.
    public static let maximumShadowBlur: CGFloat = 128

    /// Enables a shadow in Core Graphics' default colour, black at one-third alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// The quality of image sampling: `.none` samples the nearest pixel; every other level samples
    /// bilinearly, from a box-filtered half-size level when an image is shrunk by 2× or more.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Turns anti-aliasing on (the default) or off; without it, a pixel is painted when its centre is inside.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
    }
}
