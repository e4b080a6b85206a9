import Foundation

/// Adds `image` with its `properties` to the destination, as ImageIO's function. For a GIF, the
/// ``kCGImagePropertyGIFDictionary``'s ``kCGImagePropertyGIFDelayTime`` (else
/// ``kCGImagePropertyGIFUnclampedDelayTime``) is the frame's delay in seconds. Images beyond the destination's
/// count, or added after it was finalized, are ignored (ImageIO logs an error).
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(image, properties: properties)
}

/// Sets the properties of the file as a whole, as ImageIO's function — for a GIF, the
/// ``kCGImagePropertyGIFDictionary``'s ``kCGImagePropertyGIFLoopCount`` and
/// ``kCGImagePropertyGIFHasGlobalColorMap``. Calls merge (a later value for a key wins). Flipbook applies properties
/// set before ``CGImageDestinationFinalize(_:)`` whether or not images were added first, as the book's § 5.5 needs;
/// recent versions of ImageIO log an error when they come after the images. Ignored after finalizing.
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.setProperties(properties)
}

/// Encodes the images and writes the file (or appends it to the data), as ImageIO's function: `true` on success;
/// `false` when no image was added, the destination was finalized before, the format cannot hold the images (a
/// PNG destination with several: Flipbook writes no APNG) or the file cannot be written. No image can be added
/// afterwards.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    idst.finalize()
}
