import Foundation

// MobileCoreServices' uniform type identifier constants for the formats Flipbook's ImageIO reads and writes, as
// `UTCoreTypes.h` declares them (deprecated by Apple in iOS 15 in favour of `UTType`, but what the book writes).

/// The uniform type identifier of GIF images, `"com.compuserve.gif"`.
@available(iOS, introduced: 3.0, deprecated: 15.0, message: "Use UTTypeGIF or UTType.gif (swift) instead.")
nonisolated(unsafe) public let kUTTypeGIF: CFString = "com.compuserve.gif"

/// The uniform type identifier of PNG images, `"public.png"`.
@available(iOS, introduced: 3.0, deprecated: 15.0, message: "Use UTTypePNG or UTType.png (swift) instead.")
nonisolated(unsafe) public let kUTTypePNG: CFString = "public.png"
