import FlipbookCoreAnimation
import FlipbookHarness
import FlipbookInspection
import Testing

/// Compares the state of a host's layer tree at time `time` — its `LayerStateDump`: each layer's values that
/// differ from the defaults, the presentation values of animated properties, every animation with its key, class,
/// values and timing — with its text golden, and records a test issue quoting a unified line diff when they differ.
///
/// The golden is `Goldens/<TestTarget>/<Suite>/<name>.t=<time>.txt`: the naming, record modes, `CI=true` rule,
/// "checked twice" check and results log of `expectGolden(_:named:time:tolerance:record:sourceLocation:filePath:)`,
/// with no tolerance (the text matches or not). When it does not match, the artifacts are `<name>.expected.txt`,
/// `<name>.actual.txt` and `<name>.diff` (the unified diff, which the failure message also quotes).
///
/// ```swift
/// @Test func cardSlidesIn() throws {
///     let host = LayerHost(size: CGSize(width: 300, height: 200))
///     // … build the layer tree and add its animations in host.perform { … } …
///     try expectGoldenState(of: host, at: 0.5)     // Goldens/<Target>/<Suite>/cardSlidesIn.t=0.500.txt
/// }
/// ```
///
/// - Parameters:
///   - host: the host whose tree is dumped; it runs until `time` (its clock must not be past it).
///   - time: the media time in seconds, appended to the golden's name.
///   - named: the golden's name; defaults to the test function's name.
///   - record: overrides the record mode.
///   - sourceLocation: where the issue of a failed check is reported; the caller's location by default.
///   - filePath: the calling test's file, from which the package root and its `Goldens/` are found.
/// - Returns: what happened, for tests that want to inspect it.
/// - Throws: `InspectionError` for a non-finite time or one before the host's clock, and `GoldenUsageError`
///   when the golden cannot be named or is checked twice in a run.
@discardableResult
public func expectGoldenState(
    of host: LayerHost,
    at time: CFTimeInterval,
    named: String? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    try expectGoldenState(of: host.rootLayer, in: host, at: time, named: named, record: record, sourceLocation: sourceLocation,
                          filePath: filePath)
}

/// Compares the state of `layer` and its subtree in `host`'s tree at time `time` with its text golden, as
/// `expectGoldenState(of:at:named:record:sourceLocation:filePath:)` does for the whole tree; index paths in the
/// dump start at `layer`.
///
/// - Throws: `InspectionError/layerNotInHost` when the layer is not in the host's tree, and what the host version
///   throws.
@discardableResult
public func expectGoldenState(
    of layer: CALayer,
    in host: LayerHost,
    at time: CFTimeInterval,
    named: String? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    let name = try GoldenNaming(named: named, time: time, fileExtension: "txt")
    let dump = try LayerStateDump(of: layer, in: host, at: time)
    return try GoldenCheck.run(text: dump.text, as: name, record: record, sourceLocation: sourceLocation, filePath: filePath)
}

/// Compares the state of a standalone layer and its subtree at time `time` with its text golden: the layer is shown
/// alone in a fresh `LayerHost` whose screen is the layer's frame (its animations start at time 0, when it joins the
/// host), then checked as ``expectGoldenState(of:in:at:named:record:sourceLocation:filePath:)`` does; the dump starts
/// at the layer.
///
/// - Throws: `GoldenUsageError` when the layer already has a superlayer (check it in the host that shows it
///   instead), and what the host version throws.
@discardableResult
public func expectGoldenState(
    of layer: CALayer,
    at time: CFTimeInterval,
    named: String? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    try StandaloneLayer.withHost(showing: layer, otherwiseUse: "expectGoldenState(of: layer, in: host, …)") { host in
        try expectGoldenState(of: layer, in: host, at: time, named: named, record: record, sourceLocation: sourceLocation,
                              filePath: filePath)
    }
}
