// `import MobileCoreServices` on Linux, as on iOS: the uniform type identifier constants the book uses
// (`kUTTypeGIF`, `kUTTypePNG`, deprecated by Apple in iOS 15), as `CFString`s. They live in FlipbookGraphics.
@_exported import var FlipbookGraphics.kUTTypeGIF
@_exported import var FlipbookGraphics.kUTTypePNG
@_exported import typealias FlipbookGraphics.CFString
