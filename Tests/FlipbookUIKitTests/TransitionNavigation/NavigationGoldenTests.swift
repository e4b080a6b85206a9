import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookTesting
import FlipbookUIKit
import Foundation
import Testing

@Suite("Navigation frames through the compositor")
struct NavigationGoldenTests {
    @Test("the title bar: translucent background, hairline, centred title, back chevron and title in the tint")
    func titleBar() throws {
        let stage = NavigationStage()
        let detail = TitledViewController(title: "Detail", colour: .white)
        stage.host.perform { stage.navigation.pushViewController(detail, animated: false) }
        let frame = try stage.host.renderFrameImage(at: 0.1, scale: 1)
        let bar = frame.pixel(x: 300, y: 40)
        #expect(bar[0] >= 245 && bar[0] == bar[1] && bar[1] == bar[2], "light grey over the white view: \(bar)")
        let statusArea = frame.pixel(x: 300, y: 10)
        #expect(statusArea == bar, "the background extends behind the status bar")
        let hairline = frame.pixel(x: 300, y: 64)
        #expect(hairline[0] < 200 && hairline[0] > 150, "black at alpha 0.3 over white: \(hairline)")
        #expect(frame.pixel(x: 300, y: 65) == [255, 255, 255, 255], "one pixel")
        let chevron = frame.pixel(x: 10, y: 42)
        #expect(chevron[2] > 200 && chevron[0] < 80, "the chevron's point in the tint (0, 122, 255): \(chevron)")
        try expectGolden(frame, named: "title-bar")
    }

    @Test("the standard push at its midpoint: the new view's edge at x = 207, the old view 69 pt to the left")
    func pushMidpoint() throws {
        let stage = NavigationStage()
        let detail = TitledViewController(title: "Detail", colour: .red)
        stage.host.perform { stage.navigation.pushViewController(detail, animated: true) }
        let frame = try stage.host.renderFrameImage(at: UINavigationController.standardTransitionDuration / 2, scale: 1)
        #expect(frame.pixel(x: 205, y: 400) == [0, 0, 255, 255], "the old view, still blue left of the edge")
        #expect(frame.pixel(x: 209, y: 400) == [255, 0, 0, 255], "the new view right of x = 207")
        #expect(frame.pixel(x: 2, y: 400) == [0, 0, 255, 255], "the old view moved left but covers x = 0…345")
        try expectGolden(frame, named: "push-midpoint")
    }
}
