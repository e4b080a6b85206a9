import Foundation

/// The number of images in the source (not counting thumbnails): 1 for a PNG file, the frame count of a GIF file,
/// 0 for a source that could not be decoded.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    isrc.container?.count ?? 0
}

/// The uniform type identifier of the source's data (`"public.png"`, `"com.compuserve.gif"`), `nil` when the type
/// is unknown.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.typeIdentifier.map { $0 as NSString }
}

/// The status of the source: ``CGImageSourceStatus/statusComplete`` for decoded data, else why it failed.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.status
}

/// The uniform type identifiers image sources read: PNG and GIF.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    ImageContainerDecoders.all.map { $0.typeIdentifier } as NSArray
}
