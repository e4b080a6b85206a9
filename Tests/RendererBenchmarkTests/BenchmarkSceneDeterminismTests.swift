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

    /// Output hashes recorded in docs/renderer-benchmark.md. The scenes run the src-over kernels (256-bit where
    /// the processor has AVX2, 128-bit otherwise), so these pin both to the same bytes on every machine.
    @Test("memory-bound scenes draw the documented bytes", arguments: [
        ("fill_rect_a_128", "148ac5498faf7ca5"), ("fill_rect_u_256", "b361d4489058e5a7"),
        ("solid_over_full", "120fd3025ce32325"), ("image_blit_256", "9dfb96925b03c65e"),
        ("image_bilinear_scale_400x300", "009c017e0f3cb8f0"),
    ])
    func documentedHash(name: String, hash: String) throws {
        let scene = try #require(SceneCatalogue.all.first { $0.name == name })
        let output = render(scene, try SceneContext())
        let result = BenchmarkResult(scene: name, description: scene.description, opsPerSecond: 1, pixelsPerOp: 0,
                                     hash: output.fnv1a)
        #expect(result.hashText == hash)
    }

    @Test("hashes print as 16 hex digits, leading zeros kept (as the C program's %016llx)")
    func hashText() {
        let result = BenchmarkResult(scene: "s", description: "", opsPerSecond: 1, pixelsPerOp: 0, hash: 0x9c_017e_0f3c_b8f0)
        #expect(result.hashText == "009c017e0f3cb8f0")
        #expect(result.line.hasSuffix("  009c017e0f3cb8f0"))
    }
}
