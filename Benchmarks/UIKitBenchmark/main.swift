// UIKitBenchmark: the cost of UIKit-style animation in a release build:
//
//     swift build -c release --product UIKitBenchmark && .build/release/UIKitBenchmark [rounds] [frames]
//
// 1. 1,000 views in a window, all animated by one `UIView.animate(withDuration:animations:)` call that moves every
//    view (each round a new call at a new time, overlapping the previous ones additively as on iOS 8+): the
//    call's cost per 1,000 views.
// 2. `layer.presentation()` of every one of the 1,000 views half-way through: the cost per 1,000 views.
// 3. The Case 1 screen (the login background image view and the flying-in login button, 414 × 736 pt) rendered
//    at 2× (828 × 1472 pixels) at t = k / 60 s: frames per second.
// Figures are the median and minimum over the rounds (wall clock on this machine; run it on an idle machine).
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookUIKit
import Foundation

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }.map { max(1, $0) }
let rounds = arguments.first ?? 50
let frameCount = arguments.dropFirst().first ?? 60
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

func summary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    return String(format: "median %.3f ms  min %.3f ms", sorted[sorted.count / 2], sorted[0])
}

// MARK: 1,000 views

let viewCount = 1_000
let manyViewsHost = LayerHost()
let views: [UIView] = manyViewsHost.perform {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (0..<viewCount).map { index in
        let view = UIView(frame: CGRect(x: Double(index % 40) * 10, y: Double(index / 40) * 28, width: 8, height: 24))
        view.backgroundColor = .red
        controller.view.addSubview(view)
        return view
    }
}
var animateTimes: [Double] = []
var presentationTimes: [Double] = []
var checksum = 0.0
for round in 0..<rounds {
    let start = Double(round) * 0.5
    manyViewsHost.run(until: start)
    let offset: CGFloat = round.isMultiple(of: 2) ? 100 : -100
    let began = clock.now
    manyViewsHost.perform {
        UIView.animate(withDuration: 1) {
            for view in views { view.center.x += offset }
        }
    }
    animateTimes.append(milliseconds(clock.now - began))
    manyViewsHost.run(until: start + 0.25)
    let sampled = clock.now
    manyViewsHost.perform {
        for view in views { checksum += Double(view.layer.presentation()?.position.x ?? 0) }
    }
    presentationTimes.append(milliseconds(clock.now - sampled))
}
print("UIKitBenchmark: \(viewCount) views, \(rounds) rounds")
print("  UIView.animate moving \(viewCount) views: \(summary(animateTimes))")
print("  presentation() of \(viewCount) animated views: \(summary(presentationTimes))  (checksum \(Int(checksum)))")

// MARK: The Case 1 screen at 2×

let screenHost = LayerHost()
screenHost.screen = UIScreen(size: CGSize(width: 414, height: 736), scale: 2)
let window: UIWindow = screenHost.perform {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = UIViewController()
    let login = UIImageView(image: UIImage(named: "login.png"))
    login.frame = controller.view.bounds
    controller.view.addSubview(login)
    let loginButton = UIButton(frame: CGRect(x: -394, y: 230, width: 414 - 20 * 2, height: 50))
    loginButton.backgroundColor = UIColor(red: 50 / 255, green: 185 / 255, blue: 170 / 255, alpha: 1)
    loginButton.setTitle("登录", for: .normal)
    controller.view.addSubview(loginButton)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    UIView.animate(withDuration: 1) {
        loginButton.frame = CGRect(x: 20, y: loginButton.frame.origin.y, width: loginButton.frame.size.width,
                                   height: loginButton.frame.size.height)
    }
    return window
}
var frameTimes: [Double] = []
for frame in 0..<frameCount {
    let began = clock.now
    let image = try screenHost.renderFrameImage(at: Double(frame) / 60, scale: 2, backgroundColor: .white)
    frameTimes.append(milliseconds(clock.now - began))
    checksum += Double(image.width)
}
withExtendedLifetime(window) {}
let sortedFrames = frameTimes.sorted()
print(String(format: "  Case 1 screen 414 × 736 pt at 2×: %.1f frames/s (median %.2f ms/frame, min %.2f ms)",
             1000 / sortedFrames[sortedFrames.count / 2], sortedFrames[sortedFrames.count / 2], sortedFrames[0]))
