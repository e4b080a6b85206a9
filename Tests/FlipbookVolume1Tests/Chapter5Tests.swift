import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume1
import Testing

/// Chapter 5's GIF cases: the files they write into the host's Documents directory, read back, and what the
/// frames show when.
@Suite("Volume 1 · Chapter 5 values")
struct Chapter5Tests {
    /// The pixels of plane still `k` (`"\(k).png"`).
    static func still(_ k: Int) throws -> RGBAImage {
        try #require(UIImage(named: "\(k).png")?.cgImage).rgbaImage
    }

    /// The Documents directory of `stage`'s host.
    static func documents(of stage: SceneStage) throws -> String {
        try #require(stage.host.sandboxDirectory).appendingPathComponent("Documents").path
    }

    @Test("Case 22: 67 PNGs 0.png … 66.png in Documents, each the GIF's frame; paths printed; the grid lists them")
    func case22() throws {
        let probe = try SceneProbe<GIFDecompositionViewController>("case-22")
        let documents = try Self.documents(of: probe.stage)
        let console = probe.at(0) { $0.console }
        #expect(console == (0...66).map { "\(documents)/\($0).png " })
        let names = try FileManager.default.contentsOfDirectory(atPath: documents)
        #expect(Set(names) == Set((0...66).map { "\($0).png" }))

        let gifPath = try #require(Bundle.standIns.path(forResource: "plane", ofType: "gif"))
        let source = try #require(CGImageSourceCreateWithURL(URL(fileURLWithPath: gifPath) as CFURL, nil))
        #expect(CGImageSourceGetCount(source) == 67)
        for k in 0...66 {
            let frame = try #require(CGImageSourceCreateImageAtIndex(source, k, nil))
            #expect(try PNGCodec.read(contentsOf: "\(documents)/\(k).png") == frame.rgbaImage, "frame \(k)")
        }
        #expect(probe.at(0) { $0.documentsGrid?.fileNames } == (0...66).map { "\($0).png" })
    }

    @Test("Case 22's stand-in plane.gif: the 67 stills (quantised), 0.1 s each, looping forever")
    func planeGIF() throws {
        let gifPath = try #require(Bundle.standIns.path(forResource: "plane", ofType: "gif"))
        let source = try #require(CGImageSourceCreateWithURL(URL(fileURLWithPath: gifPath) as CFURL, nil))
        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [String: Any])
        let gif = try #require(file[kCGImagePropertyGIFDictionary as String] as? [String: Any])
        #expect((gif[kCGImagePropertyGIFLoopCount as String] as? NSNumber)?.intValue == 0)
        let frame = try #require(CGImageSourceCreateImageAtIndex(source, 40, nil)).rgbaImage
        #expect(meanAbsoluteDifference(frame, try Self.still(40)) < 3)
    }

    @Test("Case 23: Documents/plane.gif has 67 frames of 300 × 200, delay 0.1 s, loop count 1, each close to its still")
    func case23File() throws {
        let probe = try SceneProbe<GIFCompositionViewController>("case-23")
        let path = try #require(probe.at(0) { $0.gifPath })
        #expect(path == (try Self.documents(of: probe.stage)) + "/plane.gif")
        #expect(probe.at(0) { $0.finalized })
        #expect(probe.at(0) { $0.console } == [path])
        let source = try #require(CGImageSourceCreateWithURL(URL(fileURLWithPath: path) as CFURL, nil))
        #expect(CGImageSourceGetType(source) == kUTTypeGIF)
        #expect(CGImageSourceGetCount(source) == 67)
        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [String: Any])
        let gif = try #require(file[kCGImagePropertyGIFDictionary as String] as? [String: Any])
        #expect((gif[kCGImagePropertyGIFLoopCount as String] as? NSNumber)?.intValue == 1)
        #expect((gif[kCGImagePropertyGIFCanvasPixelWidth as String] as? NSNumber)?.intValue == 300)
        #expect((gif[kCGImagePropertyGIFCanvasPixelHeight as String] as? NSNumber)?.intValue == 200)
        for k in [0, 33, 66] {
            let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, k, nil) as? [String: Any])
            let frameGIF = try #require(properties[kCGImagePropertyGIFDictionary as String] as? [String: Any])
            #expect((frameGIF[kCGImagePropertyGIFDelayTime as String] as? NSNumber)?.doubleValue == 0.1)
            #expect((frameGIF[kCGImagePropertyGIFUnclampedDelayTime as String] as? NSNumber)?.doubleValue == 0.1)
            let frame = try #require(CGImageSourceCreateImageAtIndex(source, k, nil)).rgbaImage
            #expect(meanAbsoluteDifference(frame, try Self.still(k)) < 3, "frame \(k)")
        }
    }

    @Test("Case 23's player: frame k from k × 0.1 s, again from 6.7 s (loop count 1), the last frame held from 13.4 s")
    func case23Playback() throws {
        let probe = try SceneProbe<GIFCompositionViewController>("case-23")
        let path = try #require(probe.at(0) { $0.gifPath })
        let source = try #require(CGImageSourceCreateWithURL(URL(fileURLWithPath: path) as CFURL, nil))
        let frames = try (0...66).map { try #require(CGImageSourceCreateImageAtIndex(source, $0, nil)).rgbaImage }
        let shown = { (time: Double) -> Int? in
            let contents = probe.at(time) { $0.playerView?.layer.presentation()?.contents }
            guard let image = contents as? CGImage else { return nil }
            return frames.firstIndex(of: image.rgbaImage)
        }
        #expect(shown(0) == 0)
        #expect(shown(0.05) == 0)
        #expect(shown(0.15) == 1)
        #expect(shown(3.35) == 33)
        #expect(shown(6.65) == 66)
        #expect(shown(6.75) == 0)
        #expect(shown(13.35) == 66)
        #expect(shown(20) == 66)
    }

    @Test("Case 24: still k at k·5/67 and just before (k+1)·5/67; blank from 5 s on")
    func case24() throws {
        let probe = try SceneProbe<GIFAnimationImagesViewController>("case-24")
        let stills = try (0...66).map(Self.still)
        let shown = { (time: Double) -> Int? in
            let contents = probe.at(time) { $0.view.subviews.first?.layer.presentation()?.contents }
            guard let image = contents as? CGImage else { return nil }
            return stills.firstIndex(of: image.rgbaImage)
        }
        for k in [0, 1, 2, 15, 33, 66] {
            #expect(shown(Double(k) * 5 / 67) == k, "start of \(k)")
            if k == 33 { #expect(shown(2.5) == 33) }
            #expect(shown(Double(k + 1) * 5 / 67 - 0.0005) == k, "end of \(k)")
        }
        #expect(shown(5) == nil)
        #expect(shown(6) == nil)
    }
}

/// The mean absolute difference of the colour samples of two equal-sized images (alpha ignored).
func meanAbsoluteDifference(_ a: RGBAImage, _ b: RGBAImage) -> Double {
    guard a.width == b.width, a.height == b.height else { return .infinity }
    var total = 0
    for index in stride(from: 0, to: a.pixels.count, by: 4) {
        for channel in 0..<3 { total += abs(Int(a.pixels[index + channel]) - Int(b.pixels[index + channel])) }
    }
    return Double(total) / Double(a.width * a.height * 3)
}
