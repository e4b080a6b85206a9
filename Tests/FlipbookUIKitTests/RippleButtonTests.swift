import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookUIKit
import Foundation
import Testing

/// Case 40's shape: a UIButton subclass that draws a circle at the touch point in draw(_:), under its title.
final class RippleButton: UIButton {
    var center0 = CGPoint.zero
    var radius: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 50 / 255, green: 185 / 255, blue: 170 / 255, alpha: 1)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addArc(center: center0, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fillPath()
    }
}

/// Case 40's view controller: the action takes (sender, event) and starts the ripple at the touch.
final class RippleViewController: UIViewController {
    let button = RippleButton(frame: CGRect(x: 20, y: 230, width: 374, height: 50))

    override func viewDidLoad() {
        view.backgroundColor = .white
        button.setTitle("登陆", for: .normal)
        button.addTarget(self, action: Selector(RippleViewController.loginAction), for: .touchUpInside)
        view.addSubview(button)
    }

    func loginAction(_ sender: UIButton, event: UIEvent) {
        guard let touch = event.touches(for: sender)?.first else { return }
        button.center0 = touch.location(in: sender)
        button.radius = 20
        button.setNeedsDisplay()
    }
}

@Suite("A UIButton subclass that draws (Case 40's ripple)")
struct RippleButtonTests {
    @Test("the tap's (sender, event) action places the circle; draw(_:) paints it beneath the title, clipped to the button")
    func rippleAtTouch() throws {
        let host = LayerHost()
        host.screen = UIScreen(size: CGSize(width: 414, height: 736), scale: 1)
        let controller = RippleViewController()
        let window = host.launch(controller)
        let before = try host.renderFrameImage(at: 0, scale: 1)
        #expect(before.pixel(x: 320, y: 255) == [50, 185, 170, 255], "nothing drawn before the tap")
        host.asyncAfter(deadline: 0.5) { window.sendTap(at: CGPoint(x: 320, y: 255)) }
        let after = try host.renderFrameImage(at: 0.5, scale: 1)
        #expect(controller.button.center0 == CGPoint(x: 300, y: 25))
        #expect(after.pixel(x: 320, y: 255) == [255, 0, 0, 255])
        #expect(after.pixel(x: 320, y: 227) == [255, 255, 255, 255], "the circle is clipped to the button's content")
    }
}
