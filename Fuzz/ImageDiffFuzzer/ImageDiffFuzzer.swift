// libFuzzer target for the image diff (the pixelmatch kernel, anti-aliasing detection, SSIM and the diff image),
// built by `scripts/fuzz diff` (not part of the Swift package).
//
// Each input gives a size (up to 24 × 24), diff options (threshold and alpha among hostile numbers too, the
// anti-aliasing switch, colours, the diff mask) and the two images' samples. Checked: the counts stay within the
// pixel count, an image compared with itself is identical with no mismatch and SSIM 1, and SSIM is never NaN.
// A crash, a sanitizer report, a failed check, an execution over -timeout or an allocation over -malloc_limit_mb is
// a finding.
import FlipbookDiff
import FlipbookImageIO

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDiff(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    let width = input.count(upTo: 24)
    let height = input.count(upTo: 24)
    var options = DiffOptions(threshold: input.number(), includeAA: input.bool(), alpha: input.number())
    options.diffMask = input.bool()
    if input.bool() { options.diffColorAlt = color(&input) }
    options.aaColor = color(&input)
    options.diffColor = color(&input)
    let expected = image(width: width, height: height, from: &input)
    let actual = image(width: width, height: height, from: &input)

    let comparison = try! ImageDiff.compare(expected: expected, actual: actual, options: options)
    precondition(comparison.totalPixels == width * height)
    precondition(comparison.mismatchedPixels >= 0 && comparison.mismatchedPixels <= comparison.totalPixels)
    precondition(comparison.antialiasedPixels >= 0 && comparison.antialiasedPixels <= comparison.totalPixels)
    precondition(!comparison.ssim.isNaN, "SSIM is NaN")
    precondition(comparison.diffImage.map { $0.width == width && $0.height == height } ?? false)

    let same = try! ImageDiff.compare(expected: expected, actual: expected, options: options, makeDiffImage: false)
    precondition(same.isIdentical && same.mismatchedPixels == 0 && same.ssim == 1, "an image differs from itself")
    return 0
}

private func color(_ input: inout FuzzInput) -> DiffColor {
    DiffColor(red: input.byte(), green: input.byte(), blue: input.byte())
}

/// An image whose samples come from the input: a run-length form (a byte of repeat count, then RGBA), so short
/// inputs still fill whole images with structure the fuzzer can steer.
private func image(width: Int, height: Int, from input: inout FuzzInput) -> RGBAImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    while pixels.count < width * height * 4 {
        let run = Int(input.byte() % 16) + 1
        let pixel = [input.byte(), input.byte(), input.byte(), input.byte()]
        for _ in 0..<run where pixels.count < width * height * 4 { pixels += pixel }
    }
    return try! RGBAImage(width: width, height: height, pixels: pixels)
}
