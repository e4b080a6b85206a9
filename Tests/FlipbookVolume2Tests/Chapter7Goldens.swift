import FlipbookGallery
import Testing

/// Volume 2, chapter 7: CAKeyframeAnimation and CAAnimationGroup (Cases 36–39), one golden per case and sample time.
@Suite("Chapter 7")
struct Chapter7Goldens {
    @Test("Cases 36–39 match their goldens", arguments: SceneSample.samples(inGroup: "Volume 2 · Chapter 7"))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
