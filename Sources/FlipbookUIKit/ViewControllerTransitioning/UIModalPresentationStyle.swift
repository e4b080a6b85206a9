import Foundation

/// How a presented view controller is shown (`UIModalPresentationStyle`), with UIKit's raw values.
///
/// Flipbook shows ``fullScreen`` and ``overFullScreen`` (the presented view covers the screen; the presenting
/// view leaves the window after the transition with ``fullScreen`` and stays below with ``overFullScreen``) and
/// ``custom`` (as ``overFullScreen``: no presentation controller, the presenting view stays). The default,
/// ``automatic``, is a page sheet on iOS 13 and later; Flipbook has no sheets and resolves ``automatic``,
/// ``pageSheet``, ``formSheet``, ``currentContext``, ``overCurrentContext`` and ``popover`` to ``fullScreen`` —
/// the look of the seeds' iOS versions, where ``fullScreen`` was the default.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenting view is removed afterwards.
    case fullScreen = 0
    /// A sheet partly covering the presenting view (Flipbook: ``fullScreen``).
    case pageSheet = 1
    /// A centred form sheet (Flipbook: ``fullScreen``).
    case formSheet = 2
    /// Covers the presenting view controller's context (Flipbook: ``fullScreen``).
    case currentContext = 3
    /// A presentation the transitioning delegate manages (Flipbook: the presenting view stays below).
    case custom = 4
    /// Covers the screen; the presenting view stays below.
    case overFullScreen = 5
    /// Covers the context; the presenting view stays below (Flipbook: ``fullScreen``).
    case overCurrentContext = 6
    /// A popover (Flipbook: ``fullScreen``).
    case popover = 7
    /// No presentation style.
    case none = -1
    /// The system's choice: a page sheet on iOS 13+ (Flipbook: ``fullScreen``).
    case automatic = -2

    /// Whether the presenting view stays in the window below the presented one after the transition.
    var keepsPresentingViewInWindow: Bool {
        self == .overFullScreen || self == .custom
    }
}
