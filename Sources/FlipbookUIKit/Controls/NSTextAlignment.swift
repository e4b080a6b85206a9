import FlipbookText
import Foundation

/// How lines of text are aligned horizontally (UIKit's raw values on iOS).
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Flush left and right (the last line of a paragraph flush left).
    case justified = 3
    /// The script's natural side: left (Flipbook lays out left-to-right text).
    case natural = 4

    /// The text engine's alignment.
    var textAlignment: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}
