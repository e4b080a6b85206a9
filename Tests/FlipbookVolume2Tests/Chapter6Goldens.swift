import FlipbookGallery
import Testing

/// Volume 2, chapter 6: CABasicAnimation on the login button (Cases 25–35), one golden per case and sample time.
@Suite("Chapter 6")
struct Chapter6Goldens {
    @Test("Cases 25–35 match their goldens", arguments: SceneSample.samples(inGroup: "Volume 2 · Chapter 6"))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
