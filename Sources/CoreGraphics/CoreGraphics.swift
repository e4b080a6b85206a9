// `import CoreGraphics` on Linux, as on iOS: Flipbook's Core Graphics, the geometry types (which live in Foundation
// on Linux) and the C library (Darwin there, Glibc here: `sin`, `M_PI`…). Foundation's geometry types are
// re-exported one by one, not the whole of Foundation: a second path to Foundation would make `Timer` ambiguous
// beside `import UIKit` (see FlipbookCoreAnimation's FoundationExport.swift).
@_exported import FlipbookGraphics
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
@_exported import enum Foundation.CGRectEdge
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif
