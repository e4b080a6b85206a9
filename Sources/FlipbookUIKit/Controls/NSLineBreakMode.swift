import FlipbookText
import Foundation

/// How a label wraps and truncates text that does not fit (UIKit's raw values).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries (Flipbook's line breaker wraps at word boundaries and between CJK characters).
    case byCharWrapping = 1
    /// Cut what does not fit, without an ellipsis.
    case byClipping = 2
    /// Replace the start of the last line that does not fit with "…".
    case byTruncatingHead = 3
    /// Replace the end of the last line that does not fit with "…".
    case byTruncatingTail = 4
    /// Replace the middle of the last line that does not fit with "…".
    case byTruncatingMiddle = 5

    /// The text engine's truncation for the mode.
    var textTruncation: TextTruncation {
        switch self {
        case .byWordWrapping, .byCharWrapping, .byClipping: .none
        case .byTruncatingHead: .start
        case .byTruncatingTail: .end
        case .byTruncatingMiddle: .middle
        }
    }
}
