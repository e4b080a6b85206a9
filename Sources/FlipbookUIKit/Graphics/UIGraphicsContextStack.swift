import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// The current thread's stack of UIKit graphics contexts (``UIGraphicsPushContext(_:)``,
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``): per thread, as in UIKit, so that renders on different
/// threads never see each other's contexts.
enum UIGraphicsContextStack {
    /// One level of the stack: a pushed context, or an image context (whose bitmap may have failed to be
    /// created: it is current, as `nil`, until it is ended).
    struct Entry {
        let context: CGContext?
        /// The image context's bitmap; `nil` for a pushed context.
        let imageContext: ImageBitmapContext?
        let isImageContext: Bool
    }

    /// A thread's stack.
    final class Storage: PerThreadState {
        static let threadDictionaryKey = "FlipbookUIKit.UIGraphicsContextStack"
        var entries: [Entry] = []
    }

    static var ofCurrentThread: Storage { Storage.ofCurrentThread }
}

/// Makes `context` the current graphics context (``UIGraphicsGetCurrentContext()``) until the matching
/// ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.ofCurrentThread.entries.append(.init(context: context, imageContext: nil, isImageContext: false))
}

/// Restores the graphics context that was current before the last ``UIGraphicsPushContext(_:)``; does nothing
/// when the stack is empty.
public func UIGraphicsPopContext() {
    _ = UIGraphicsContextStack.ofCurrentThread.entries.popLast()
}

/// The current graphics context: inside `draw(_:)` the view's, inside an image context or renderer block that
/// one; `nil` when none is current (or the current image context could not be created).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.ofCurrentThread.entries.last?.context
}
