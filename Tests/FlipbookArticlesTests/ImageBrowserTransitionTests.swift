import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@testable import FlipbookArticles

/// The image browsers A-13 (article 001), B-23 and B-28 (article 002): the transitions each tap or swipe adds, read from
/// the controllers and the presentation tree, and the pictures they page through.
@Suite("Articles: image browsers A-13, B-23, B-28")
struct ImageBrowserTransitionTests {
    /// Whether two images have the same size and pixels (each `UIImage(named:)` decodes its file anew).
    private func samePicture(_ first: CGImage?, _ second: CGImage?) -> Bool {
        guard let first, let second else { return false }
        return first.width == second.width && first.height == second.height
            && first.dataProvider?.data == second.dataProvider?.data
    }

    @Test("A-13: six taps draw six types (two private 3D, two effects, push, the misspelt movein) and page 1 … 5, 0")
    func randomSwitcher() throws {
        let probe = try SceneProbe("A-13")
        let controller = try probe.controller(RandomTransitionViewController.self)
        let shownTypes = try Articles.a13TapTimes.map { tap in
            let shown = try #require(probe.transition(of: controller.subLayer, at: tap + 0.5))
            #expect(abs(shown.progress - 0.5) < 1e-9)
            return shown.type
        }
        #expect(shownTypes == controller.transitions.map(\.type.rawValue))
        #expect(controller.transitions.map(\.type.rawValue)
            == ["pageCurl", "suckEffect", "push", "oglFlip", "rippleEffect", "movein"])
        #expect(controller.transitions.map(\.subtype) == [.fromRight, .fromLeft, .fromTop, .fromLeft, .fromBottom, .fromTop])
        #expect(controller.transitions.allSatisfy { $0.duration == 1 })
        #expect(probe.at(8.5) { samePicture(controller.subLayer.contents as? CGImage, UIImage(named: "0.jpg")?.cgImage) })
    }

    @Test("B-23: swipes left, left, right show 02, 04 and 04 again (the index formula), cubes from right, right, left")
    func cubeBrowser() throws {
        let probe = try SceneProbe("B-23")
        let controller = try probe.controller(CubeBrowserViewController.self)
        let layer = controller.imageView.layer
        var indices: [Int] = []
        for swipe in Articles.browserSwipes {
            let shown = try #require(probe.transition(of: layer, at: swipe.time + 0.5))
            #expect(shown.type == "cube" && shown.subtype == (swipe.isNext ? .fromRight : .fromLeft))
            #expect(abs(shown.progress - 0.5) < 1e-9)
            indices.append(controller.currentIndex)
        }
        #expect(indices == [2, 4, 4])
        #expect(probe.at(4) { samePicture(controller.imageView.image?.cgImage, UIImage(named: "04.png")?.cgImage) })
    }

    @Test("Pixels: B-23's cube half way shows tile 01's teal face left and tile 02's crimson face right; A-13 ends on 0")
    func browserPixels() throws {
        let cube = try #require(Articles.scenes.first { $0.id == "B-23" })
        // The canvas starts at y = 100: screen (x, 368) is frame (x, 268).
        let half = try cube.renderFrame(at: 0.5, scale: 1)
        let (left, right) = (half[110, 268], half[304, 268])
        #expect(Int(left.g) > Int(left.r) + 40, "teal: \(left)")
        #expect(Int(right.r) > Int(right.g) + 60, "crimson: \(right)")
        let switcher = try #require(Articles.scenes.first { $0.id == "A-13" })
        let end = try switcher.renderFrame(at: 8.5, scale: 1)
        let crimson = end[207, 40]
        #expect(crimson.r > 150 && crimson.g < 80 && crimson.b < 80, "slide 0's crimson top: \(crimson)")
    }

    @Test("B-28: swipes left, left, right flip to pictures 1, 2, 1 (oglFlip from the right, right, left, linear)")
    func flipBrowser() throws {
        let probe = try SceneProbe("B-28")
        let controller = try probe.controller(FlipBrowserViewController.self)
        #expect(probe.at(0) { controller.imageView.frame } == CGRect(x: 0, y: 20, width: 414, height: 716))
        var indices: [Int] = []
        for swipe in Articles.browserSwipes {
            let shown = try #require(probe.transition(of: controller.imageView.layer, at: swipe.time + 0.25))
            #expect(shown.type == "oglFlip" && shown.subtype == (swipe.isNext ? .fromRight : .fromLeft))
            #expect(abs(shown.progress - 0.25) < 1e-9)
            indices.append(controller.currentIndex)
        }
        #expect(indices == [1, 2, 1])
        #expect(probe.at(4) { samePicture(controller.imageView.image?.cgImage, UIImage(named: "1.jpg")?.cgImage) })
        // Half way through a flip the picture is edge-on: the middle of the screen shows the white view.
        let scene = try #require(Articles.scenes.first { $0.id == "B-28" })
        let edgeOn = try scene.renderFrame(at: 2, scale: 1)[100, 368]
        #expect(edgeOn.r == 255 && edgeOn.g == 255 && edgeOn.b == 255)
    }
}
