import Flipbook
import Testing

/// The book's view controllers, compiled unchanged from their iOS files (Verbatim/), run in a window on a host.
@Suite("Verbatim iOS files")
struct VerbatimFileTests {
    /// Shows `controller` in a window on a fresh host, as an app's launch does; the clock reads 0.
    func launch(_ controller: UIViewController) -> (LayerHost, UIWindow) {
        let host = LayerHost()
        let window = host.perform { () -> UIWindow in
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return window
        }
        return (host, window)
    }

    @Test("Case 1: the login button slides from x = −394 to 20 in 1 s, half-way (ease in-out) at 0.5 s")
    func case1() throws {
        let controller = LoginViewController()
        let (host, window) = launch(controller)
        let button = try #require(controller.loginButton)
        #expect(button.frame == CGRect(x: 20, y: 230, width: 374, height: 50))
        let x = { host.perform { button.layer.presentation()!.frame.origin.x } }
        #expect(x() == -394)
        host.advance(by: 0.5)
        #expect(abs(x() - -187) < 1e-3)   // the timing curve is solved numerically: 8e-6 pt off
        host.advance(by: 0.5)
        #expect(x() == 20)
        withExtendedLifetime(window) {}
    }

    @Test("Case 19: a 0.1 s timer shows plane frame k from (k + 1) × 0.1 s and stops itself on frame 66 at 6.7 s")
    func case19() throws {
        let controller = PlaneTimerViewController()
        let (host, window) = launch(controller)
        #expect(controller.imageView?.image == nil)
        host.advance(by: 3.05)
        #expect(controller.index == 30)
        let image = try #require(controller.imageView?.image)
        #expect(image.size == CGSize(width: 300, height: 200))
        host.advance(by: 3.6)
        #expect(controller.index == 66 && controller.timer?.isValid == true)
        host.advance(by: 0.05)
        #expect(controller.index == 66 && controller.timer?.isValid == false)
        host.advance(by: 10)
        #expect(controller.index == 66)
        withExtendedLifetime(window) {}
    }

    @Test("Case 20: a display link shows a frame per 1/60 s refresh; frame 66 from 67/60 s on, held as it fires on")
    func case20() {
        let controller = PlaneDisplayLinkViewController()
        let (host, window) = launch(controller)
        host.advance(by: 0.5)
        #expect(controller.index == 30)
        host.advance(by: 67.0 / 60 - 0.5)
        #expect(controller.index == 66)
        host.advance(by: 1)
        #expect(controller.index == 66)
        #expect(controller.displaylink?.timestamp == 127.0 / 60)
        #expect(controller.imageView?.image?.size == CGSize(width: 300, height: 200))
        withExtendedLifetime(window) {}
    }

    @Test("Case 21: the black hole drawn by draw(_:) has radius 29 at 1 s, black inside, cyan outside")
    func case21() throws {
        let controller = BlackHoleViewController()
        let (host, window) = launch(controller)
        let frame = try host.renderFrameImage(at: 1, scale: 1)
        #expect(controller.blackHole?.blackHoleRadius == 29)
        let inside = frame[207 + 26, 368], outside = frame[207 + 33, 368]
        #expect(inside.r == 0 && inside.g == 0 && inside.b == 0 && inside.a == 255)
        #expect(outside.r == 0 && outside.g == 255 && outside.b == 255 && outside.a == 255)
        withExtendedLifetime(window) {}
    }

    @Test("Case 4: begin/commit animates the bounds from 374 × 50 to 261.8 × 60; 317.9 × 55 at 0.5 s")
    func case4() throws {
        let controller = BoundsViewController()
        let (host, window) = launch(controller)
        let button = try #require(controller.loginButton)
        host.advance(by: 0.5)
        let size = host.perform { button.layer.presentation()!.bounds.size }
        #expect(abs(size.width - 317.9) < 1e-3 && abs(size.height - 55) < 1e-3)
        host.advance(by: 0.5)
        #expect(host.perform { button.layer.presentation()!.bounds.size } == CGSize(width: 374 * 0.7, height: 60))
        withExtendedLifetime(window) {}
    }

    @Test("Case 16: one end keyframe lands the plane from (100, 100) to (300, 300) in 2 s, (200, 200) at 1 s")
    func case16() throws {
        let controller = PlaneLandingViewController()
        let (host, window) = launch(controller)
        let plane = try #require(controller.imageViewPlane)
        host.advance(by: 1)
        let origin = host.perform { plane.layer.presentation()!.frame.origin }
        #expect(abs(origin.x - 200) < 1e-3 && abs(origin.y - 200) < 1e-3)
        host.advance(by: 1)
        #expect(host.perform { plane.layer.presentation()!.frame.origin } == CGPoint(x: 300, y: 300))
        #expect(plane.image?.size == UIImage(named: "Plane.png")?.size)
        withExtendedLifetime(window) {}
    }

    /// The Documents directory of `host`'s app container.
    func documents(of host: LayerHost) throws -> String {
        try #require(host.sandboxDirectory).appendingPathComponent("Documents").path
    }

    @Test("Case 22: plane.gif's 67 frames written to the host's Documents as 0.png … 66.png")
    func case22() throws {
        let (host, window) = launch(GIFDecomposeViewController())
        let files = try FileManager.default.contentsOfDirectory(atPath: documents(of: host))
        #expect(Set(files) == Set((0...66).map { "\($0).png" }))
        let frame = try #require(UIImage(contentsOfFile: documents(of: host) + "/66.png"))
        #expect(frame.size == CGSize(width: 300, height: 200))
        withExtendedLifetime(window) {}
    }

    @Test("Case 23: Documents/plane.gif holds 67 frames, 0.1 s each, loop count 1")
    func case23() throws {
        let (host, window) = launch(GIFComposeViewController())
        let url = URL(fileURLWithPath: try documents(of: host) + "/plane.gif")
        let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        #expect(CGImageSourceGetCount(source) == 67)
        let frame = try #require(CGImageSourceCopyPropertiesAtIndex(source, 66, nil) as? [String: Any])
        let frameGIF = try #require(frame[kCGImagePropertyGIFDictionary as String] as? [String: Any])
        #expect((frameGIF[kCGImagePropertyGIFDelayTime as String] as? NSNumber)?.doubleValue == 0.1)
        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [String: Any])
        let fileGIF = try #require(file[kCGImagePropertyGIFDictionary as String] as? [String: Any])
        #expect((fileGIF[kCGImagePropertyGIFLoopCount as String] as? NSNumber)?.intValue == 1)
        withExtendedLifetime(window) {}
    }

    @Test("Case 24: the image view plays the 67 stills once in 5 s, centred, and shows nothing after")
    func case24() throws {
        let controller = GIFImageViewController()
        let (host, window) = launch(controller)
        let imageView = try #require(controller.view.subviews.first as? UIImageView)
        #expect(imageView.animationImages?.count == 67 && imageView.isAnimating)
        host.advance(by: 2.5)
        let contents = host.perform { imageView.layer.presentation()?.contents }
        #expect((contents as? CGImage) === imageView.animationImages?[33].cgImage)
        host.advance(by: 2.5)
        #expect(host.perform { imageView.layer.presentation()?.contents } == nil)
        #expect(!imageView.isAnimating)
        withExtendedLifetime(window) {}
    }
}
