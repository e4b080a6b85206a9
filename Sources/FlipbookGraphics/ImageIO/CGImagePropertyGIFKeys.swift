import Foundation

// The GIF property keys of ImageIO's `CGImageProperties.h`, with Apple's values. They live in the dictionary under
// ``kCGImagePropertyGIFDictionary``: per image (delays) and per file (loop count, canvas size, frame list).

/// The key of the GIF dictionary in an image's or a file's properties.
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// The seconds to wait before the next image, clamped to at least 0.1 s when read (Apple: "never less than
/// 100 milliseconds"); what a destination writes for an image.
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
/// The seconds to wait before the next image as stored in the file, not clamped (0 or more).
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
/// How many times the animation plays (file property; 0 = forever): the NETSCAPE2.0 application extension.
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
/// Whether the file has a global colour table (file property, a Boolean number).
nonisolated(unsafe) public let kCGImagePropertyGIFHasGlobalColorMap: CFString = "HasGlobalColorMap"
/// The colour table of an image (per image; not read or reported by Flipbook).
nonisolated(unsafe) public let kCGImagePropertyGIFImageColorMap: CFString = "ImageColorMap"
/// The width of the logical screen in pixels (file property).
nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelWidth: CFString = "CanvasPixelWidth"
/// The height of the logical screen in pixels (file property).
nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelHeight: CFString = "CanvasPixelHeight"
/// The delays of every frame, an array of dictionaries with ``kCGImagePropertyGIFDelayTime`` and
/// ``kCGImagePropertyGIFUnclampedDelayTime`` (file property).
nonisolated(unsafe) public let kCGImagePropertyGIFFrameInfoArray: CFString = "FrameInfoArray"
