import FlipbookGallery
import FlipbookTesting
import Testing

/// Volume 2, chapter 7: CAKeyframeAnimation and CAAnimationGroup (Cases 36–39), one golden per case and sample time.
@Suite("Chapter 7")
struct Chapter7Goldens {
    @Test("Cases 36–39 match their goldens", arguments: SceneSample.samples(inGroup: "Volume 2 · Chapter 7"))
    func frame(_ sample: SceneSample) throws {
        let image = try sample.scene.renderFrame(at: sample.time)
        try expectGolden(image, named: sample.scene.id, time: sample.time)
    }
}
