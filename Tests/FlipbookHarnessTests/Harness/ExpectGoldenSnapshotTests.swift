import Flipbook
import Foundation
import FlipbookHarness
import FlipbookImageIO
import FlipbookTesting
import Testing

/// `expectGolden(of: layer)`, `expectGolden(of: view)`, `expectGolden(cgImage)` and a host's frame cropped to a layer
/// or a rectangle: each golden is recorded into a temporary folder and read back pixel by pixel.
@Suite("expectGolden of layers, views, CGImages and cropped frames")
struct ExpectGoldenSnapshotTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Records the golden that `check` makes and returns it as read back from disk, with the outcome.
    func recorded(_ check: () throws -> GoldenOutcome) throws -> (outcome: GoldenOutcome, golden: RGBAImage) {
        var result: (GoldenOutcome, RGBAImage)?
        try TestImages.withTemporaryGoldens("snapshot") { _, _ in
            try withKnownIssue {
                let outcome = try check()
                #expect(outcome.status == .recorded)
                result = (outcome, try PNGCodec.read(contentsOf: outcome.goldenPath))
            } matching: { $0.description.contains("recorded new golden") }
        }
        return try #require(result)
    }

    /// A 40 × 20 pt red layer with a 10 × 10 pt blue square whose x runs 0 → 30 pt over 1 s (linear).
    static func layerWithSlidingSquare() -> CALayer {
        let layer = CALayer()
        let square = CALayer()
        layer.frame = CGRect(x: 100, y: 100, width: 40, height: 20)
        layer.backgroundColor = red
        square.frame = CGRect(x: 0, y: 5, width: 10, height: 10)
        square.backgroundColor = blue
        layer.addSublayer(square)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 5
        slide.toValue = 35
        slide.duration = 1
        square.add(slide, forKey: "slide")   // outside any host: it starts when the layer is shown, at 0
        return layer
    }

    @Test("a standalone layer's golden is its own size times the scale, not a screen")
    func layer() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 70, width: 40, height: 20)
        layer.backgroundColor = Self.red
        let (outcome, golden) = try recorded { try expectGolden(of: layer, scale: 2) }
        #expect(outcome.identifier.relativePath == "FlipbookHarnessTests/ExpectGoldenSnapshotTests/layer.png")
        #expect(golden.width == 80 && golden.height == 40)
        #expect(golden[0, 0] == (255, 0, 0, 255) && golden[79, 39] == (255, 0, 0, 255))
        #expect(layer.superlayer == nil)   // shown on a host of its own for the check only
    }

    @Test("at: samples the layer's animations and names the golden with the time")
    func layerAtTime() throws {
        let (outcome, golden) = try recorded { try expectGolden(of: Self.layerWithSlidingSquare(), at: 0.5, named: "slide") }
        #expect(outcome.identifier.name == "slide.t=0.500")
        #expect(golden.width == 40 && golden.height == 20)
        // Half-way the square spans x 15…25: blue at 16 and 24, red at 13 and 27.
        #expect(golden[16, 10] == (0, 0, 255, 255) && golden[24, 10] == (0, 0, 255, 255))
        #expect(golden[13, 10] == (255, 0, 0, 255) && golden[27, 10] == (255, 0, 0, 255))
    }

    @Test("a layer in a tree, or without area, is an error saying what to do")
    func layerMisuse() throws {
        let parent = CALayer(), child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        parent.addSublayer(child)
        try TestImages.withTemporaryGoldens("snapshot-misuse") { _, _ in
            #expect(throws: GoldenUsageError("the layer is inside a layer tree: check the LayerHost that shows it with expectGolden(of: host, at: …, cropTo: layer)")) {
                try expectGolden(of: child, named: "child")
            }
            #expect {
                try expectGolden(of: CALayer(), named: "empty")
            } throws: { ($0 as? GoldenUsageError)?.description.contains("has no area to render") == true }
        }
    }

    @Test("a view's golden is its frame, subviews included")
    func view() throws {
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 20))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let badge = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        badge.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(badge)
        let (outcome, golden) = try recorded { try expectGolden(of: view, named: "登录") }
        #expect(outcome.identifier.name == "登录")
        #expect(golden.width == 30 && golden.height == 20)
        #expect(golden[5, 15] == (255, 0, 0, 255) && golden[25, 5] == (0, 0, 255, 255) && golden[25, 15] == (255, 0, 0, 255))
        try TestImages.withTemporaryGoldens("snapshot-subview") { _, _ in
            #expect(throws: GoldenUsageError.self) { try expectGolden(of: badge, named: "badge") }
        }
    }

    @Test("a button's golden is laid out first: its title is drawn in its middle")
    func button() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
        button.backgroundColor = UIColor(red: 50 / 255, green: 185 / 255, blue: 170 / 255, alpha: 1)
        button.setTitle("登录", for: .normal)
        let (outcome, golden) = try recorded { try expectGolden(of: button, scale: 2, named: "登录") }
        #expect(outcome.identifier.name == "登录")
        #expect(golden.width == 320 && golden.height == 88)
        #expect(golden[4, 4] == (50, 185, 170, 255))
        // The title's strokes: near-white pixels in the middle third, none in the left and right quarters.
        func whitish(_ xs: Range<Int>) -> Int {
            xs.reduce(0) { count, x in count + (20..<68).filter { golden[x, $0].r > 200 && golden[x, $0].b > 200 }.count }
        }
        #expect(whitish(120..<200) > 100)
        #expect(whitish(0..<80) == 0 && whitish(240..<320) == 0)
    }

    @Test("a CGImage's golden holds its pixels")
    func cgImage() throws {
        let image = TestImages.square()
        let (outcome, golden) = try recorded { try expectGolden(CGImage(image), named: "square") }
        #expect(outcome.identifier.name == "square")
        #expect(golden == image)
    }

    /// A 100 × 50 pt host with a red 20 × 20 pt square at (10, 10) and a blue one sliding from x = 50 to 70 over 1 s.
    static func host() -> (LayerHost, red: CALayer, blue: CALayer) {
        let host = LayerHost(size: CGSize(width: 100, height: 50))
        let redSquare = CALayer(), blueSquare = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            redSquare.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            redSquare.backgroundColor = red
            blueSquare.frame = CGRect(x: 70, y: 10, width: 20, height: 20)
            blueSquare.backgroundColor = blue
            host.rootLayer.addSublayer(redSquare)
            host.rootLayer.addSublayer(blueSquare)
        }
        host.perform {
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 60
            slide.toValue = 80
            slide.duration = 1
            blueSquare.add(slide, forKey: "slide")
        }
        return (host, redSquare, blueSquare)
    }

    @Test("a host's whole frame at a time, named with the time")
    func wholeHost() throws {
        let (host, _, _) = Self.host()
        let (outcome, golden) = try recorded { try expectGolden(of: host, at: 0.25) }
        #expect(outcome.identifier.name == "wholeHost.t=0.250")
        #expect(golden.width == 100 && golden.height == 50)
        // The red square at x 10…30; the blue one a quarter of the way, at x 55…75.
        #expect(golden[20, 20] == (255, 0, 0, 255) && golden[56, 20] == (0, 0, 255, 255) && golden[74, 20] == (0, 0, 255, 255))
        #expect(golden[53, 20] == (255, 255, 255, 255) && golden[77, 20] == (255, 255, 255, 255))
        #expect(host.currentTime == 0.25)
    }

    @Test("a host's frame cropped to a rectangle keeps that part, in pixels at the scale")
    func cropToRect() throws {
        let (host, _, _) = Self.host()
        let (outcome, golden) = try recorded {
            try expectGolden(of: host, at: 0, scale: 2, cropTo: CGRect(x: 5, y: 5, width: 30, height: 30), named: "red")
        }
        #expect(outcome.identifier.name == "red.t=0.000")
        #expect(golden.width == 60 && golden.height == 60)
        #expect(golden[9, 9] == (255, 255, 255, 255) && golden[10, 10] == (255, 0, 0, 255) && golden[49, 49] == (255, 0, 0, 255))
        #expect(golden[50, 50] == (255, 255, 255, 255))
    }

    @Test("a rectangle partly off the screen is cut to it; one wholly off is an error")
    func cropOffScreen() throws {
        let (host, _, _) = Self.host()
        let (_, golden) = try recorded { try expectGolden(of: host, cropTo: CGRect(x: 90, y: 40, width: 50, height: 50), named: "corner") }
        #expect(golden.width == 10 && golden.height == 10)
        try TestImages.withTemporaryGoldens("snapshot-off") { _, _ in
            #expect {
                try expectGolden(of: host, cropTo: CGRect(x: 200, y: 0, width: 10, height: 10), named: "off")
            } throws: { ($0 as? GoldenUsageError)?.description.contains("has no pixel on the host's screen") == true }
            #expect(throws: GoldenUsageError.self) {
                try expectGolden(of: host, cropTo: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), named: "nan")
            }
        }
    }

    @Test("a host's frame cropped to a layer follows where the layer is at that time")
    func cropToLayer() throws {
        let (host, _, blue) = Self.host()
        let (outcome, golden) = try recorded { try expectGolden(of: host, at: 0.5, cropTo: blue, named: "blue") }
        #expect(outcome.identifier.name == "blue.t=0.500")
        // Half-way the square spans x 60…80: the crop is the square alone, all blue.
        #expect(golden.width == 20 && golden.height == 20)
        #expect(golden[0, 0] == (0, 0, 255, 255) && golden[19, 19] == (0, 0, 255, 255))
        try TestImages.withTemporaryGoldens("snapshot-stranger") { _, _ in
            #expect {
                try expectGolden(of: host, cropTo: CALayer(), named: "stranger")
            } throws: { ($0 as? GoldenUsageError)?.description.contains("not in the host's layer tree") == true }
        }
    }
}
