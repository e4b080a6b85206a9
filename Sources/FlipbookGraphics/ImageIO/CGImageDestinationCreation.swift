import Foundation

/// Creates an image destination that writes a file of type `type` holding `count` images to `url`, as ImageIO's
/// function. `nil` when the URL is not a file URL or destinations do not write the type (Flipbook: `"public.png"`,
/// `"com.compuserve.gif"`; `kUTTypePNG`, `kUTTypeGIF`, `UTType.png.identifier`…). A `count` below 1 is taken as 1
/// (ImageIO logs "invalid capacity" and does the same). `options` are accepted and ignored (Apple: "future options").
/// Nothing is written before `CGImageDestinationFinalize(_:)`.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    guard url.isFileURL, let path = url.path, let encoder = ImageFileEncoders.encoder(for: String(type)) else { return nil }
    return CGImageDestination(target: .file(path), encoder: encoder, count: count)
}

/// Creates an image destination that appends a file of type `type` holding `count` images to `data` when it is
/// finalized, as ImageIO's function; otherwise as ``CGImageDestinationCreateWithURL(_:_:_:_:)``.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    guard let encoder = ImageFileEncoders.encoder(for: String(type)) else { return nil }
    return CGImageDestination(target: .data(data), encoder: encoder, count: count)
}

/// The uniform type identifiers image destinations write: PNG and GIF.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    ImageFileEncoders.all.map { $0.typeIdentifier } as NSArray
}
