// libFuzzer target for GIFDecoder, built by `scripts/fuzz gif` (not part of the Swift package).
//
// Each input is decoded with small limits: the structure, every frame in order, then, for an animation, the
// last frame again from a fresh decoder (random access re-composites from a keyframe and must give the same
// picture). A crash,
// a sanitizer report, a failed check below, a timeout or memory beyond -rss_limit_mb is a finding.

/// Small limits keep each execution fast (every frame composites a whole canvas); the parsing and compositing
/// paths are the same as with the defaults.
private let fuzzLimits = GIFDecoder.Limits(pixelLimit: 4096, frameLimit: 16)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIFDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let decoder = try? GIFDecoder(data: data, source: "fuzz.gif", limits: fuzzLimits) else { return 0 }
    precondition(decoder.width > 0 && decoder.height > 0 && decoder.width * decoder.height <= fuzzLimits.pixelLimit)
    precondition(decoder.frameCount > 0 && decoder.frameCount <= fuzzLimits.frameLimit)
    var last: RGBAImage?
    for index in 0..<decoder.frameCount {
        _ = decoder.frameInfo(at: index)
        guard let image = try? decoder.image(at: index) else { return 0 }
        precondition(image.width == decoder.width && image.height == decoder.height)
        last = image
    }
    if decoder.frameCount > 1, let fresh = try? GIFDecoder(data: data, source: "fuzz.gif", limits: fuzzLimits) {
        precondition(try! fresh.image(at: fresh.frameCount - 1) == last, "random access differs from sequential decoding")
    }
    return 0
}
