import FlipbookGallery
import Testing

/// Article 002, "iOS CALayer与iOS动画" (CALayer topics, so they live with Volume 2): one golden per case and sample
/// time.
@Suite("Article 002")
struct Article002Goldens {
    @Test("Cases B-7 … B-22 match their goldens", arguments: SceneSample.samples(inGroup: "Article 002"))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
