import Foundation

// The general image property keys of ImageIO's `CGImageProperties.h` that Flipbook reads or reports, with Apple's
// values. Image sources report them per image (`CGImageSourceCopyPropertiesAtIndex`); image destinations accept
// them (and ignore what does not apply: a GIF is always 8-bit indexed colour).

/// The width of the image in pixels (a number).
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// The height of the image in pixels (a number).
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// The number of bits in each colour sample (a number; 8 for Flipbook's images).
nonisolated(unsafe) public let kCGImagePropertyDepth: CFString = "Depth"
/// Whether the image has an alpha channel (a Boolean number).
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// The colour model of the image (a string such as ``kCGImagePropertyColorModelRGB``).
nonisolated(unsafe) public let kCGImagePropertyColorModel: CFString = "ColorModel"
/// The RGB colour model, a value of ``kCGImagePropertyColorModel``.
nonisolated(unsafe) public let kCGImagePropertyColorModelRGB: CFString = "RGB"
/// The grey colour model, a value of ``kCGImagePropertyColorModel``.
nonisolated(unsafe) public let kCGImagePropertyColorModelGray: CFString = "Gray"
/// The size of the image file in bytes (a number; container properties).
nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"
