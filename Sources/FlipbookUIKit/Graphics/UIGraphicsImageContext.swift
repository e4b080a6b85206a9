import FlipbookGraphics
import Foundation

/// Starts an image context of `size` points at scale 1, transparent, and makes it current: shorthand for
/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context of `size` points at `scale` pixels per point (0: the main screen's scale) and makes
/// it current until ``UIGraphicsEndImageContext()``. User space is in points, origin top-left, y down. An
/// `opaque` context has no alpha channel (it starts black).
///
/// An empty, negative, non-finite or larger than 16,384-pixel size makes an invalid context, as UIKit does: it
/// is current until ended, but ``UIGraphicsGetCurrentContext()`` and
/// ``UIGraphicsGetImageFromCurrentImageContext()`` give `nil` (UIKit logs an error).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let bitmap = ImageBitmapContext(size: size, scale: scale, opaque: opaque)
    UIGraphicsContextStack.ofCurrentThread.entries.append(
        .init(context: bitmap?.context, imageContext: bitmap, isImageContext: true))
}

/// The current image context's drawing so far, at its scale; `nil` when the current context is not an image
/// context (or an invalid one).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    UIGraphicsContextStack.ofCurrentThread.entries.last?.imageContext?.image
}

/// Ends the current image context, making the previous context current; does nothing when the current context
/// is not an image context.
public func UIGraphicsEndImageContext() {
    let storage = UIGraphicsContextStack.ofCurrentThread
    guard storage.entries.last?.isImageContext == true else { return }
    storage.entries.removeLast()
}
