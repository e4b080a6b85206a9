import Testing
import FlipbookRaster
@testable import RendererBenchmark

@Suite("Benchmark scenes are deterministic")
struct BenchmarkSceneDeterminismTests {
    /// Scenes covering every engine path: fills, strokes, dashes, paths, gradients, images, blur, groups.
    static let sceneNames = [
        "fill_rrect_u_64", "fill_rrect_rot_32", "stroke_rrect_u_16", "fill_circle_128", "star200_stroke",
        "polygram199_evenodd", "dash_stroke_rrect200", "radgrad_full_640x960", "lingrad_full_640x960",
        "image_bilinear_rot10", "image_bilinear_scale_400x300", "image_clip_rrect_256", "shadow_rrect200_sigma8",
        "group_opacity_100rrect",
    ]

    /// Renders the scene's hash run from a cleared target and returns the output.
    private func render(_ scene: BenchmarkScene, _ context: SceneContext) -> Pixmap {
        context.surface.fill(SceneContext.white)
        scene.setup(context)
        scene.run(context, scene.hashOps)
        return context.surface
    }

    @Test("every reference scene is present once, with the C benchmark's names")
    func catalogue() {
        let names = SceneCatalogue.all.map(\.name)
        #expect(names.count == 53)
        #expect(Set(names).count == 53)
        for name in Self.sceneNames { #expect(names.contains(name)) }
    }

    @Test("rendering a scene twice gives identical bytes", arguments: sceneNames)
    func renderTwice(name: String) throws {
        let scene = try #require(SceneCatalogue.all.first { $0.name == name })
        let first = render(scene, try SceneContext())
        let second = render(scene, try SceneContext())
        #expect(first == second)
        #expect(first.fnv1a == second.fnv1a)
        let blank = try Pixmap(width: SceneContext.width, height: SceneContext.height, fill: SceneContext.white)
        #expect(first != blank)
    }
}
