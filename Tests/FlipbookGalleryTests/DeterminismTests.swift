import FlipbookGallery
import FlipbookScenes
import FlipbookImageIO
import Testing

/// The same scene and time give the same bytes: across renders, and when frames render in parallel.
@Suite("Determinism")
struct DeterminismTests {
    static let ids = ["case-25", "case-28", "case-32"]

    @Test("Rendering twice gives identical bytes", arguments: ids)
    func twice(id: String) throws {
        let scene = try #require(SceneCatalog.scene(id: id))
        for time in scene.sampleTimes {
            let first = try scene.renderFrame(at: time)
            let second = try scene.renderFrame(at: time)
            #expect(first.pixels == second.pixels, "\(id) at t = \(time)")
        }
    }

    @Test("Frames rendered in parallel equal frames rendered one after another")
    func parallel() async throws {
        let scenes = try Self.ids.map { try #require(SceneCatalog.scene(id: $0)) }
        let serial = try scenes.map { try $0.renderSampleFrames() }
        let concurrent = try await withThrowingTaskGroup(of: (Int, [RGBAImage]).self) { group in
            for (index, scene) in scenes.enumerated() {
                group.addTask { (index, try scene.renderSampleFrames()) }
            }
            var frames = [[RGBAImage]](repeating: [], count: scenes.count)
            for try await (index, images) in group { frames[index] = images }
            return frames
        }
        #expect(serial == concurrent)
    }

    @Test("A scale-2 frame has twice the canvas size in pixels")
    func scale() throws {
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        let image = try scene.renderFrame(at: 1, scale: 2)
        #expect(image.width == Int(scene.canvasSize.width) * 2)
        #expect(image.height == Int(scene.canvasSize.height) * 2)
    }
}
