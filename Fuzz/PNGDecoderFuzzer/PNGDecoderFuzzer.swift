// libFuzzer target for PNG decoding, built by `scripts/fuzz png` (not part of the Swift package).
//
// Each input is decoded with a small pixel limit (4,096 pixels). A decoded image must have the size its header
// declares within the limit, and encoding it and decoding the result must give the same samples back. A crash, a
// sanitizer report, a failed check, an execution over -timeout or an allocation over -malloc_limit_mb is a finding.
import FlipbookImageIO

private let pixelLimit = 4096

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let image = try? PNGCodec.decode(data, source: "fuzz.png", pixelLimit: pixelLimit) else { return 0 }
    precondition(image.width * image.height <= pixelLimit)
    precondition(image.pixels.count == image.width * image.height * 4)
    let encoded = try! PNGCodec.encode(image, compression: .fast)
    precondition(try! PNGCodec.decode(encoded, source: "round-trip.png") == image, "a re-encoded image decodes differently")
    return 0
}
