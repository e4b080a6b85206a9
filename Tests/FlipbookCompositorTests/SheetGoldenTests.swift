import Foundation
import FlipbookCompositor
import FlipbookTesting
import Testing

@Suite("Golden sheets")
struct SheetGoldenTests {
    @Test("layer feature sheet")
    func layerFeatureSheet() throws {
        try expectGolden(try FeatureSheet.render(), named: "layer-feature-sheet")
    }

    @Test("3D sheet")
    func perspectiveSheet() throws {
        try expectGolden(try PerspectiveSheet.render(), named: "3d-sheet")
    }
}
