import FlipbookGallery
import Testing

/// Article 001, "iOS 动画篇 - Core Animation" (CALayer topics, so they live with Volume 2): one golden per case and
/// sample time.
@Suite("Article 001")
struct Article001Goldens {
    @Test("Cases A-1 … A-16 match their goldens", arguments: SceneSample.samples(inGroup: "Article 001"))
    func frame(_ sample: SceneSample) throws {
        try sample.expectFrameMatchesGolden()
    }
}
