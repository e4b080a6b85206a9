import Foundation

/// Creates an image source that reads from `data`, as ImageIO's function: PNG and GIF data are decoded; data of
/// another type gives a source with no image (``CGImageSourceStatus/statusUnknownType``), damaged data one with
/// ``CGImageSourceStatus/statusInvalidData`` or ``CGImageSourceStatus/statusUnexpectedEOF``. `options` (read
/// options such as `kCGImageSourceShouldCache`) are accepted and ignored.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(bytes: [UInt8](data as Data), source: nil)
}

/// Creates an image source that reads the file at `url`, as ImageIO's function; `nil` when the URL is not a file
/// URL or the file cannot be read. Otherwise as ``CGImageSourceCreateWithData(_:_:)``, with the path in its errors.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard url.isFileURL, let path = url.path, let data = FileManager.default.contents(atPath: path) else { return nil }
    return CGImageSource(bytes: [UInt8](data), source: path)
}
