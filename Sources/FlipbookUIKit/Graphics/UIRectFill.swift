import FlipbookGraphics
import Foundation

/// Fills `rect` with the current graphics context's fill colour; does nothing without a current context.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}
