import FlipbookCoreAnimation
import FlipbookGallery
import FlipbookScenes
import Foundation
import Testing

/// The presentation values of the two group scenes at the moments Apple's behaviour decides: a `CGPoint` toValue
/// on `transform.translation` (a size) interpolates, and a group filling forwards holds its children's end values.
@Suite("Animation groups in the scenes")
struct GroupSceneTests {

    @Test("Case 39: the group scales, turns and moves the button in the superlayer's space, and holds scale 0")
    func case39() throws {
        let scene = try #require(SceneCatalog.scene(id: "case-39"))
        let middle = try presentationTransform(of: scene, at: 1)
        #expect(abs(middle.m41 - 108.5) < 0.01 && abs(middle.m42 + 115) < 0.01)   // half of (217, −230)
        let end = try presentationTransform(of: scene, at: 2.5)
        #expect(abs(end.m11) < 1e-9 && abs(end.m22) < 1e-9)                       // scale 0, held (fillMode forwards)
    }

    @Test("A-12: the group holds scale 0.5 after one full turn")
    func a12() throws {
        let scene = try #require(SceneCatalog.scene(id: "A-12"))
        let end = try presentationTransform(of: scene, at: 2)
        #expect(abs(end.m11 - 0.5) < 1e-9 && abs(end.m12) < 1e-9)
    }

    /// The presentation `transform` of the scene's first animated layer (the view's first sublayer) at `time`.
    private func presentationTransform(of scene: Scene, at time: Double) throws -> CATransform3D {
        let stage = scene.makeStage(scale: 1)
        stage.host.run(until: time)
        return try stage.host.perform {
            let layer = try #require(stage.view.layer.sublayers?.first)
            return try #require(layer.presentation()).transform
        }
    }
}
