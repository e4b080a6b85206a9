import Foundation

/// Creates image `index` of the source, as ImageIO's function: for a GIF, frame `index` composited on the canvas
/// (the logical screen) as browsers show it; `nil` for an invalid index or a frame that cannot be decoded.
/// `options` are accepted and ignored. Images have straight alpha (``CGImageAlphaInfo/last``) in sRGB.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard let container = isrc.container, (0..<container.count).contains(index) else { return nil }
    return container.image(at: index)
}
