import Foundation

/// The properties of image `index`, as ImageIO's function: ``kCGImagePropertyPixelWidth``,
/// ``kCGImagePropertyPixelHeight``, ``kCGImagePropertyDepth``, ``kCGImagePropertyColorModel``,
/// ``kCGImagePropertyHasAlpha``, and for a GIF frame the ``kCGImagePropertyGIFDictionary`` with its
/// ``kCGImagePropertyGIFDelayTime`` (at least 0.1 s, as Apple documents) and
/// ``kCGImagePropertyGIFUnclampedDelayTime`` (as stored). `nil` for an invalid index. `options` are ignored.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard let container = isrc.container, (0..<container.count).contains(index) else { return nil }
    return container.properties(at: index) as NSDictionary
}

/// The properties of the file as a whole, as ImageIO's function: ``kCGImagePropertyFileSize``, and for a GIF the
/// ``kCGImagePropertyGIFDictionary`` with the canvas size, the loop count (when the file has a NETSCAPE2.0 loop
/// extension) and the frames' delays (``kCGImagePropertyGIFFrameInfoArray``).
/// `nil` for a source that could not be decoded. `options` are ignored.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    guard let container = isrc.container else { return nil }
    var properties = container.containerProperties
    properties[String(kCGImagePropertyFileSize)] = isrc.byteCount
    return properties as NSDictionary
}
