import FlipbookCoreAnimation
import FlipbookHarness
import FlipbookUIKit
import Testing

/// Renders a standalone view at `time` and compares it with its golden: the view's layer is checked as
/// ``expectGolden(of:at:scale:named:tolerance:record:sourceLocation:filePath:)`` checks a standalone layer, so the
/// golden is the view's frame times `scale`, its subviews and `draw(_:)` content included.
///
/// ```swift
/// let button = UIButton(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
/// button.backgroundColor = UIColor(red: 50 / 255, green: 185 / 255, blue: 170 / 255, alpha: 1)
/// button.setTitle("登录", for: .normal)
/// try expectGolden(of: button, scale: 2, named: "登录")     // Goldens/<Target>/<Suite>/登录.png, 320 × 88 px
/// ```
///
/// A view that is in a window (or any other view) is part of what a host shows: check it with
/// `expectGolden(of: host, at: …, cropTo: view.layer)`.
///
/// - Parameters:
///   - view: a view with no superview.
///   - time: the time at which its animations are sampled, appended to the golden's name as `.t=0.500` when given;
///     `nil` renders at 0 and adds nothing to the name.
///   - scale: pixels per point, 1, 2 or 3.
///   - named: the golden's name; defaults to the test function's name.
///   - tolerance: overrides the trait's tolerance.
///   - record: overrides the record mode.
///   - sourceLocation: where the issue of a failed check points: the caller's line.
///   - filePath: the calling test's file, from which the package is found.
/// - Returns: what happened.
/// - Throws: `GoldenUsageError` when the view has a superview or no area, and what the layer version throws.
@discardableResult
public func expectGolden(
    of view: UIView,
    at time: CFTimeInterval? = nil,
    scale: Int = 1,
    named: String? = nil,
    tolerance: GoldenTolerance? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    guard view.superview == nil, view.layer.superlayer == nil else {
        throw GoldenUsageError("the view is inside a view hierarchy: check the LayerHost that shows it with expectGolden(of: host, at: …, cropTo: view.layer)")
    }
    return try expectGolden(of: view.layer, at: time, scale: scale, named: named, tolerance: tolerance, record: record,
                            sourceLocation: sourceLocation, filePath: filePath)
}
