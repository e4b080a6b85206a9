import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookHarness
import Testing

/// Renders a standalone layer at `time` and compares it with its golden. The layer is shown alone on a fresh
/// `LayerHost` whose screen is the layer's frame (as `expectGoldenAnimation(of:from:to:fps:scale:named:tolerance:record:sourceLocation:filePath:)`
/// shows one), so the golden is the layer's size times `scale` — not a whole screen — over white.
///
/// ```swift
/// let badge = CALayer()
/// badge.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
/// badge.cornerRadius = 20
/// badge.backgroundColor = CGColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
/// try expectGolden(of: badge, scale: 2)                 // 80 × 80 px: Goldens/<Target>/<Suite>/<test>.png
/// try expectGolden(of: badge, at: 0.5, named: "badge")  // badge.t=0.500.png, its animations at 0.5 s
/// ```
///
/// - Parameters:
///   - layer: a layer in no layer tree (for one shown by a host, use
///     `expectGolden(of: host, at:, cropTo: layer)`).
///   - time: the time at which its animations are sampled, appended to the golden's name as `.t=0.500` when given;
///     `nil` renders at 0 and adds nothing to the name.
///   - scale: pixels per point, 1, 2 or 3.
///   - named: the golden's name; defaults to the test function's name.
///   - tolerance: overrides the trait's tolerance.
///   - record: overrides the record mode.
///   - sourceLocation: where the issue of a failed check points: the caller's line.
///   - filePath: the calling test's file, from which the package is found.
/// - Returns: what happened.
/// - Throws: `GoldenUsageError` when the layer has a superlayer or no area, `FrameRenderError` for a bad time or
///   scale, and what `expectGolden(_:named:time:…)` throws.
@discardableResult
public func expectGolden(
    of layer: CALayer,
    at time: CFTimeInterval? = nil,
    scale: Int = 1,
    named: String? = nil,
    tolerance: GoldenTolerance? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    try StandaloneLayer.withHost(showing: layer, otherwiseUse: "expectGolden(of: host, at: …, cropTo: layer)") { host in
        try HostFrame.check(host, at: time, scale: scale, crop: { _ in nil }, named: named, tolerance: tolerance, record: record,
                            sourceLocation: sourceLocation, filePath: filePath)
    }
}

/// Renders what `host`'s screen shows at `time` — optionally only the rectangle `rect` of it — and compares it with
/// its golden.
///
/// ```swift
/// let host = LayerHost()                                       // 414 × 736 pt
/// // … build the tree in host.perform { … } …
/// try expectGolden(of: host, at: 1)                            // the whole screen at 1 s: <test>.t=1.000.png
/// try expectGolden(of: host, at: 1, cropTo: CGRect(x: 0, y: 200, width: 414, height: 100), named: "form")
/// ```
///
/// - Parameters:
///   - host: the host to render; its clock must not be past `time` (hosts only move forward), and it is left at `time`.
///   - time: the frame's time, appended to the golden's name as `.t=1.000` when given; `nil` renders at the host's
///     current time and adds nothing to the name.
///   - scale: pixels per point, 1, 2 or 3.
///   - rect: the part of the screen to keep, in points of the host's root layer; `nil` keeps the whole screen. It is
///     rounded out to whole pixels and cut to the screen.
///   - named: the golden's name; defaults to the test function's name.
///   - tolerance: overrides the trait's tolerance.
///   - record: overrides the record mode.
///   - sourceLocation: where the issue of a failed check points: the caller's line.
///   - filePath: the calling test's file, from which the package is found.
/// - Returns: what happened.
/// - Throws: `GoldenUsageError` when `rect` is not finite or lies off the screen, `FrameRenderError` for a bad
///   time or scale, and what `expectGolden(_:named:time:…)` throws.
@discardableResult
public func expectGolden(
    of host: LayerHost,
    at time: CFTimeInterval? = nil,
    scale: Int = 1,
    cropTo rect: CGRect? = nil,
    named: String? = nil,
    tolerance: GoldenTolerance? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    try HostFrame.check(host, at: time, scale: scale, crop: { _ in rect }, named: named, tolerance: tolerance, record: record,
                        sourceLocation: sourceLocation, filePath: filePath)
}

/// Renders what `host`'s screen shows at `time`, cropped to where `layer` is on it at that time, and compares it with
/// its golden: the bounding box of the layer's presentation bounds on the screen (its animations, and those of its
/// superlayers, sampled at `time`), rounded out to whole pixels and cut to the screen. The layer's sublayers and
/// shadow outside its bounds are cut off; neighbours inside the box are kept.
///
/// ```swift
/// try expectGolden(of: host, at: 0.5, cropTo: controller.loginButton.layer, named: "登录")   // 登录.t=0.500.png
/// ```
///
/// - Parameters:
///   - host: the host to render; its clock must not be past `time`, and it is left at `time`.
///   - time: the frame's time, appended to the golden's name as `.t=0.500` when given; `nil` renders at the host's
///     current time and adds nothing to the name.
///   - scale: pixels per point, 1, 2 or 3.
///   - layer: a layer of `host`'s tree.
///   - named: the golden's name; defaults to the test function's name.
///   - tolerance: overrides the trait's tolerance.
///   - record: overrides the record mode.
///   - sourceLocation: where the issue of a failed check points: the caller's line.
///   - filePath: the calling test's file, from which the package is found.
/// - Returns: what happened.
/// - Throws: `GoldenUsageError` when the layer is not in `host`'s tree or is off the screen at `time`,
///   `FrameRenderError` for a bad time or scale, and what
///   `expectGolden(_:named:time:…)` throws.
@discardableResult
public func expectGolden(
    of host: LayerHost,
    at time: CFTimeInterval? = nil,
    scale: Int = 1,
    cropTo layer: CALayer,
    named: String? = nil,
    tolerance: GoldenTolerance? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    var ancestor: CALayer? = layer
    while let current = ancestor, current !== host.rootLayer { ancestor = current.superlayer }
    guard ancestor != nil else {
        throw GoldenUsageError("the layer to crop to is not in the host's layer tree: add it to host.rootLayer (or check it alone with expectGolden(of: layer, …))")
    }
    return try HostFrame.check(host, at: time, scale: scale, crop: { host in HostFrame.presentationRect(of: layer, in: host) },
                               named: named, tolerance: tolerance, record: record, sourceLocation: sourceLocation, filePath: filePath)
}

/// The frame check behind the layer and host overloads of `expectGolden`: render, crop, compare.
enum HostFrame {
    /// Renders `host` at `time` (its clock when `nil`), crops it to what `crop` returns once the host is at `time`
    /// (`nil`: the whole screen), and checks it as a golden named `named` with `time` appended.
    static func check(_ host: LayerHost, at time: CFTimeInterval?, scale: Int, crop: (LayerHost) -> CGRect?,
                      named: String?, tolerance: GoldenTolerance?, record: RecordMode?,
                      sourceLocation: SourceLocation, filePath: String) throws -> GoldenOutcome {
        let name = try GoldenNaming(named: named, time: time)
        let frame = try host.renderFrameImage(at: time ?? host.currentTime, scale: scale)
        guard let rect = crop(host) else {
            return try GoldenCheck.run(frame, as: name, tolerance: tolerance, record: record,
                                       sourceLocation: sourceLocation, filePath: filePath)
        }
        let origin = host.perform { host.rootLayer.bounds.origin }
        let pixels = CGRect(x: (rect.minX - origin.x) * CGFloat(scale), y: (rect.minY - origin.y) * CGFloat(scale),
                            width: rect.width * CGFloat(scale), height: rect.height * CGFloat(scale))
        guard pixels.minX.isFinite, pixels.minY.isFinite, pixels.width.isFinite, pixels.height.isFinite,
              let cropped = CGImage(frame).cropping(to: pixels) else {
            let screen = host.perform { host.rootLayer.bounds }
            throw GoldenUsageError("the crop rectangle \(rect) has no pixel on the host's screen \(screen): nothing to compare")
        }
        return try GoldenCheck.run(cropped.rgbaImage, as: name, tolerance: tolerance, record: record,
                                   sourceLocation: sourceLocation, filePath: filePath)
    }

    /// Where `layer` is on `host`'s screen now: the bounding box of its presentation bounds in the root layer's
    /// coordinates (its model geometry when the presentation tree does not hold it).
    static func presentationRect(of layer: CALayer, in host: LayerHost) -> CGRect {
        host.perform {
            guard let root = host.rootLayer.presentation(), let shown = presented(layer, in: root) else {
                return layer.convert(layer.bounds, to: host.rootLayer)
            }
            return shown.convert(shown.bounds, to: root)
        }
    }

    /// The presentation copy of `model` in the presentation tree below `copy`.
    private static func presented(_ model: CALayer, in copy: CALayer) -> CALayer? {
        if copy.model() === model { return copy }
        for sublayer in copy.sublayers ?? [] {
            if let found = presented(model, in: sublayer) { return found }
        }
        return nil
    }
}
