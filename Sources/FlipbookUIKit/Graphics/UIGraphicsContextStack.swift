import FlipbookGraphics
import Foundation

/// The current thread's stack of UIKit graphics contexts (``UIGraphicsPushContext(_:)``): per thread, as in UIKit,
/// so that renders on different threads never see each other's contexts.
enum UIGraphicsContextStack {
    private static let key = "FlipbookUIKit.UIGraphicsContextStack"

    final class Storage {
        var contexts: [CGContext] = []
    }

    static var ofCurrentThread: Storage {
        let dictionary = Thread.current.threadDictionary
        if let storage = dictionary[key] as? Storage { return storage }
        let storage = Storage()
        dictionary[key] = storage
        return storage
    }
}

/// Makes `context` the current graphics context (``UIGraphicsGetCurrentContext()``) until the matching
/// ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.ofCurrentThread.contexts.append(context)
}

/// Restores the graphics context that was current before the last ``UIGraphicsPushContext(_:)``; does nothing
/// when the stack is empty.
public func UIGraphicsPopContext() {
    _ = UIGraphicsContextStack.ofCurrentThread.contexts.popLast()
}

/// The current graphics context: inside `draw(_:)` the view's, inside an image context or renderer block that
/// one; `nil` when none is current.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.ofCurrentThread.contexts.last
}
