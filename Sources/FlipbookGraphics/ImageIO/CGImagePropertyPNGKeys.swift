import Foundation

/// The key of the PNG dictionary in an image's properties (`CGImageProperties.h`). Flipbook reports no PNG-specific
/// property and its destinations ignore this dictionary (PNG files are written as libpng's 8-bit RGBA).
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
