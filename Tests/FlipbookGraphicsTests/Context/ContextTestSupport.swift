import Foundation
import Testing
@testable import FlipbookGraphics

/// A premultiplied RGBA context of the given size, cleared to transparent black.
func makeRGBAContext(width: Int, height: Int) throws -> CGContext {
    try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                           space: CGColorSpaceCreateDeviceRGB(),
                           bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
}

extension CGContext {
    /// The four memory bytes of the pixel in column `x`, memory row `row` (row 0 = top of the image).
    func bytes(x: Int, row: Int) -> [UInt8] {
        let base = data!.assumingMemoryBound(to: UInt8.self) + row * bytesPerRow + x * 4
        return Array(UnsafeBufferPointer(start: base, count: 4))
    }

    /// The alpha byte of an RGBA context's pixel.
    func alpha(x: Int, row: Int) -> Int { Int(bytes(x: x, row: row)[3]) }

    /// Flips user space UIKit-style: origin top-left, y down.
    func flipToTopLeft() {
        translateBy(x: 0, y: CGFloat(height))
        scaleBy(x: 1, y: -1)
    }
}
