import FlipbookAccelerate
import FlipbookGraphics
import FlipbookUIKit
import Foundation

// Case 58 (§ 16.3): the side menu's backdrop blur — a 7 × 7 box filter through Accelerate's vImage —, as printed
// but for the seed's errors, which no Swift compiler accepts (docs/volume4.md): the printed line numbers dropped,
// `UIInt32` → `UInt32`, the Swift 2 names `CGImageRef`, `CGDataProviderRef`, `CFDataRef` → `CGImage`,
// `CGDataProvider`, `CFData`, and `x= y` → `x = y`.

/// `image` blurred by a 7 × 7 box (`vImageBoxConvolve_ARGB8888`, edges extended), in a bitmap of the same layout.
/// (Package access: the porting tests check it on a known image beside `import Accelerate`.)
package func blurimageFromImage(image:UIImage)->UIImage{
    let blurRadix:UInt32 = 7
    let img:CGImage = image.cgImage!
    let inProvider:CGDataProvider = img.dataProvider!
    let bitmapdata:CFData = inProvider.data!
    var inputBuffer:vImage_Buffer = vImage_Buffer()
    inputBuffer.data = (UnsafeMutableRawPointer) (mutating:
                                CFDataGetBytePtr(bitmapdata))
    inputBuffer.width = (vImagePixelCount) (img.width)
    inputBuffer.height = (vImagePixelCount) (img.height)
    inputBuffer.rowBytes = img.bytesPerRow
    let pixelBuffer:UnsafeMutableRawPointer =
                                malloc(img.bytesPerRow * img.height);
    var outputBuffer:vImage_Buffer = vImage_Buffer()
    outputBuffer.data = pixelBuffer
    outputBuffer.width = (vImagePixelCount) (img.width)
    outputBuffer.height = (vImagePixelCount) (img.height)
    outputBuffer.rowBytes = img.bytesPerRow
    vImageBoxConvolve_ARGB8888(&inputBuffer, &outputBuffer,
                                nil, 0, 0, blurRadix, blurRadix,
                                nil, UInt32(kvImageEdgeExtend))
    let colorSpace = CGColorSpaceCreateDeviceRGB()
    let w:Int=(Int) (outputBuffer.width)
    let h:Int=(Int) (outputBuffer.height)
    let ctx:CGContext = CGContext(
                                data: outputBuffer.data,
                                width: w,
                                height: h,
                                bitsPerComponent: 8,
                                bytesPerRow: outputBuffer.rowBytes,
                                space: colorSpace,
                                bitmapInfo: image.cgImage!.bitmapInfo.rawValue)!
    let imageRef:CGImage = ctx.makeImage ()!
    let imagenew:UIImage = UIImage(cgImage:imageRef)
    free(pixelBuffer)
    return imagenew;
}
