import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookSceneTesting
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume4
import Testing

/// Case 58's numbers (catalogue §2.4): the panel (−0.6 W, 0, 0.6 W, H) slides to x = 0 in 0.5 s, ease in, ease out,
/// so x = −0.3 W at 0.25 s (W = 414: −124.2), its alpha 1 → 0.9; dismissed at 1.5 s it is back at −0.3 W at 1.75 s
/// and the side bar hides at 2 s. The backdrop is the app's screen through a 7 × 7 box blur, edges extended.
@Suite("Case 58 side bar with blurred backdrop")
struct Case58Tests {
    static let scene = Volume4.scenes.first { $0.id == "case-58" }
    /// The panel's width, 0.6 W.
    static let panelWidth = 414 * 0.6
    /// The side bar's orange, RGB(255, 127, 79).
    static let orange = (r: 255.0, g: 127.0, b: 79.0)

    /// The panel's presentation frame and alpha, and the side bar's model alpha, at `time`.
    static func panel(at time: Double) throws -> (frame: CGRect, alpha: Float, sideBarAlpha: CGFloat) {
        let stage = try #require(scene).makeStage(scale: 1)
        let app = try #require(stage.viewController as? SideBarAppViewController)
        return try stage.read(at: time) {
            let layer = try #require(app.slider.contentView?.layer.presentation())
            return (layer.frame, layer.opacity, app.slider.view.alpha)
        }
    }

    @Test("The panel's x is −0.6 W, −0.3 W, 0 at 0, 0.25, 0.5 s and −0.3 W, −0.6 W at 1.75, 2 s; 0.6 W wide, the screen high",
          arguments: [(0.0, -248.4), (0.25, -124.2), (0.5, 0.0), (1.5, 0.0), (1.75, -124.2), (2.0, -248.4)])
    func panelPosition(time: Double, x: Double) throws {
        let panel = try Self.panel(at: time)
        #expect(abs(panel.frame.minX - x) < 0.01, "x \(panel.frame.minX) at \(time) s, expected \(x)")
        #expect(abs(panel.frame.width - Self.panelWidth) < 0.01 && panel.frame.minY == 0 && panel.frame.height == 736)
    }

    @Test("The panel's alpha: 1 at 0 s, 0.95 at 0.25 s (half-way), 0.9 from 0.5 s on (the dismissal keeps 0.9)")
    func panelAlpha() throws {
        for (time, alpha) in [(0.0, 1.0), (0.25, 0.95), (0.5, 0.9), (1.75, 0.9)] {
            let panel = try Self.panel(at: time)
            #expect(abs(Double(panel.alpha) - alpha) < 0.001, "alpha \(panel.alpha) at \(time) s, expected \(alpha)")
        }
    }

    @Test("The side bar shows from 0 s and is hidden by the dismissal's completion at 2 s")
    func sideBarVisibility() throws {
        #expect(try Self.panel(at: 0).sideBarAlpha == 1)
        #expect(try Self.panel(at: 1.99).sideBarAlpha == 1)
        #expect(try Self.panel(at: 2).sideBarAlpha == 0)
    }

    @Test("The backdrop at 0 s is the app's screen (the frame at 2 s) averaged over the 7 × 7 box about each pixel, edges extended")
    func backdropIsTheBoxBlurredApp() throws {
        let scene = try #require(Self.scene)
        let blurred = try scene.renderFrame(at: 0), app = try scene.renderFrame(at: 2)
        // The header's lower edge (y 63/64), a cover's corner, a headline, the screen's corners and edges.
        let points = [(8, 61), (8, 63), (8, 64), (8, 66), (16, 80), (14, 84), (120, 88), (0, 0), (413, 735), (413, 300),
                      (200, 191), (60, 700)]
        for (x, y) in points {
            let expected = Self.boxAverage(of: app, x: x, y: y)
            let pixel = blurred[x, y]
            let actual = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
            #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 1 }, "(\(x), \(y)): \(actual), expected \(expected)")
        }
        // The header's lower edge really is blurred: row 63 mixes the header (4 rows of the box) with white (3).
        #expect(blurred[8, 63].r > app[8, 63].r + 50 && blurred[8, 64].r < app[8, 64].r - 50)
    }

    @Test("The panel over the backdrop: at 0.25 s orange at 95 % left of x = −124.2 + 248.4 = 124.2, the backdrop right of it; at 0.5 s orange at 90 % over the left 248.4 points")
    func panelPixels() throws {
        let scene = try #require(Self.scene)
        let backdrop = try scene.renderFrame(at: 0)
        let quarter = try scene.renderFrame(at: 0.25), half = try scene.renderFrame(at: 0.5)
        for y in [100, 400, 700] {
            Self.expectPanel(quarter, x: 120, y: y, alpha: 0.95, over: backdrop)
            #expect(quarter[128, y] == backdrop[128, y])
            Self.expectPanel(half, x: 10, y: y, alpha: 0.9, over: backdrop)
            Self.expectPanel(half, x: 246, y: y, alpha: 0.9, over: backdrop)
            #expect(half[250, y] == backdrop[250, y])
        }
    }

    /// Expects `frame` at (`x`, `y`) to be the panel's orange at `alpha` over `backdrop`'s pixel, within 2 levels.
    static func expectPanel(_ frame: RGBAImage, x: Int, y: Int, alpha: Double, over backdrop: RGBAImage) {
        let under = backdrop[x, y], pixel = frame[x, y]
        let expected = [(orange.r, under.r), (orange.g, under.g), (orange.b, under.b)].map { top, bottom in
            alpha * top + (1 - alpha) * Double(bottom)
        }
        let actual = [Double(pixel.r), Double(pixel.g), Double(pixel.b)]
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 2 }, "(\(x), \(y)): \(actual), expected \(expected)")
    }

    /// The 7 × 7 box average of `image` about (`x`, `y`), rows and columns beyond the edges repeating the edge,
    /// rounded half up: red, green, blue.
    static func boxAverage(of image: RGBAImage, x: Int, y: Int) -> [Int] {
        var sums = [0, 0, 0]
        for dy in -3...3 {
            for dx in -3...3 {
                let p = image[min(max(x + dx, 0), image.width - 1), min(max(y + dy, 0), image.height - 1)]
                sums[0] += Int(p.r); sums[1] += Int(p.g); sums[2] += Int(p.b)
            }
        }
        return sums.map { ($0 + 24) / 49 }
    }
}
