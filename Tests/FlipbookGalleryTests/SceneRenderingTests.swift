import FlipbookCompositor
import FlipbookGallery
import FlipbookScenes
import Foundation
import Testing

/// Rendering a scene: sizes, the canvas crop, and typed errors for bad input.
@Suite("Scene rendering")
struct SceneRenderingTests {
    @Test("A frame has the canvas size in pixels times the scale")
    func size() throws {
        let scene = try #require(SceneCatalog.scene(id: "A-1"))
        for scale in 1...3 {
            let image = try scene.renderFrame(at: 0, scale: scale)
            #expect(image.width == 200 * scale && image.height == 200 * scale)
        }
    }

    @Test("The canvas crops the screen: Case 25's button top edge is 30 points below the canvas top at t = 0")
    func crop() throws {
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        let image = try scene.renderFrame(at: 0)
        #expect(image[5, 29] == (255, 255, 255, 255))      // white above the button (screen y 229)
        #expect(image[25, 30] == (50, 185, 170, 255))      // teal inside it (screen (25, 230))
    }

    @Test("Bad scale and time give typed errors")
    func errors() throws {
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        #expect(throws: FrameRenderError.unsupportedScale(4)) { try scene.renderFrame(at: 0, scale: 4) }
        #expect(throws: FrameRenderError.invalidTime(.infinity)) { try scene.renderFrame(at: .infinity) }
        #expect(throws: FrameRenderError.timeInPast(requested: -1, current: 0)) { try scene.renderFrame(at: -1) }
    }

    @Test("The script lists events in time order with their descriptions")
    func script() throws {
        let scene = try #require(SceneCatalog.scene(id: "B-19"))
        #expect(scene.script.map(\.time) == [0, 2])
        #expect(scene.script.allSatisfy { $0.description == "tap at (250.0, 380.0)" })
    }
}

@Suite("Drawing in geometry-flipped layers")
struct FlippedDrawingTests {
    @Test("A-16: in a geometry-flipped layer the drawn curve starts at the bottom left (y up)")
    func a16() throws {
        let scene = try #require(SceneCatalog.scene(id: "A-16"))
        let image = try scene.renderFrame(at: 0)
        // The box is (107, 100, 200, 200) on screen; the canvas starts at (87, 80).
        let bottomLeft = image[107 - 87 + 2, 300 - 80 - 2], topLeft = image[107 - 87 + 2, 100 - 80 + 2]
        #expect(bottomLeft.r > 200 && bottomLeft.g < 80)
        #expect(topLeft.r > 200 && topLeft.g > 200)
    }
}
