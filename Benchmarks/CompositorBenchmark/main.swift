// CompositorBenchmark: frames per second of the compositor on representative 414 × 736 pt screens at 2×
// (828 × 1472 pixels), in a release build:
//
//     swift build -c release --product CompositorBenchmark && .build/release/CompositorBenchmark [frames] [scene]
//
// Each scene is a LayerHost with animations running; frame k is rendered at t = k / 60 s, so every frame
// samples new presentation values. Prints frames per second and milliseconds per frame per scene.
import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics

let frameCount = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 60
/// Only scenes whose name contains this text run (all by default).
let sceneFilter = CommandLine.arguments.dropFirst(2).first ?? ""
let screen = CGSize(width: 414, height: 736)

func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}

/// A 200 × 150 picture drawn with Core Graphics (the stand-in for a photo).
func picture() -> CGImage {
    let context = CGContext(data: nil, width: 200, height: 150, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    context.setFillColor(color(0.55, 0.78, 0.95))
    context.fill(CGRect(x: 0, y: 0, width: 200, height: 150))
    context.setFillColor(color(0.3, 0.65, 0.3))
    context.fillEllipse(in: CGRect(x: -50, y: -60, width: 300, height: 130))
    context.setFillColor(color(1, 0.85, 0.2))
    context.fillEllipse(in: CGRect(x: 140, y: 100, width: 36, height: 36))
    return context.makeImage()!
}

func layer(_ frame: CGRect, _ background: CGColor?) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = background
    return layer
}

func animate(_ layer: CALayer, _ keyPath: String, from: Any, to: Any, duration: Double) {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    animation.repeatCount = .infinity
    animation.autoreverses = true
    layer.add(animation, forKey: keyPath)
}

/// A login screen: background image, a card with a shadow and rounded corners, two fields with borders, a
/// button moving and fading, a rotating badge, a masked avatar.
func flatScene() -> LayerHost {
    let host = LayerHost(size: screen)
    let image = picture()
    let root = host.rootLayer
    root.backgroundColor = color(0.95, 0.95, 0.97)
    let header = layer(CGRect(x: 0, y: 0, width: 414, height: 260), nil)
    header.contents = image
    header.contentsGravity = .resizeAspectFill
    header.masksToBounds = true
    root.addSublayer(header)
    let card = layer(CGRect(x: 20, y: 200, width: 374, height: 420), .white)
    card.cornerRadius = 16
    card.shadowOpacity = 0.3
    card.shadowOffset = CGSize(width: 0, height: 4)
    card.shadowRadius = 10
    root.addSublayer(card)
    for i in 0..<2 {
        let field = layer(CGRect(x: 20, y: 90 + CGFloat(i) * 70, width: 334, height: 50), color(0.97, 0.97, 0.97))
        field.cornerRadius = 8
        field.borderWidth = 1
        field.borderColor = color(0.8, 0.8, 0.85)
        card.addSublayer(field)
    }
    let avatar = layer(CGRect(x: 147, y: -40, width: 80, height: 80), nil)
    avatar.contents = image
    avatar.contentsGravity = .resizeAspectFill
    avatar.cornerRadius = 40
    avatar.masksToBounds = true
    avatar.borderWidth = 3
    avatar.borderColor = .white
    card.addSublayer(avatar)
    let button = layer(CGRect(x: 20, y: 260, width: 334, height: 50), color(0.2, 0.5, 0.95))
    button.cornerRadius = 25
    card.addSublayer(button)
    let badge = layer(CGRect(x: 300, y: 660, width: 60, height: 60), color(1, 0.4, 0.3))
    badge.cornerRadius = 12
    root.addSublayer(badge)
    host.perform {
        animate(button, "position.x", from: 137, to: 237, duration: 1)
        animate(button, "opacity", from: 1, to: 0.3, duration: 0.5)
        animate(badge, "transform.rotation.z", from: 0, to: Double.pi, duration: 2)
    }
    return host
}

/// Cover Flow: seven pictures under one perspective, turned about y, their turn animating.
func perspectiveScene() -> LayerHost {
    let host = LayerHost(size: screen)
    let image = picture()
    let stage = layer(CGRect(origin: .zero, size: screen), color(0.1, 0.1, 0.12))
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    stage.sublayerTransform = perspective
    host.rootLayer.addSublayer(stage)
    var covers: [CALayer] = []
    for i in 0..<7 {
        let cover = layer(CGRect(x: 57 + CGFloat(i - 3) * 70, y: 268, width: 300, height: 200), nil)
        cover.contents = image
        cover.zPosition = i == 3 ? 10 : 0
        cover.transform = CATransform3DMakeRotation(CGFloat(i - 3).sign == .minus ? 1.1 : (i == 3 ? 0 : -1.1), 0, 1, 0)
        stage.addSublayer(cover)
        covers.append(cover)
    }
    host.perform { animate(covers[3], "transform.rotation.y", from: -0.6, to: 0.6, duration: 1.5) }
    return host
}

func measure(_ name: String, _ makeHost: () -> LayerHost) {
    guard sceneFilter.isEmpty || name.contains(sceneFilter) else { return }
    let host = makeHost()
    _ = try? host.renderFrameImage(at: 0, scale: 2)  // warm-up
    let clock = ContinuousClock()
    var checksum = 0
    let elapsed = clock.measure {
        for k in 1...frameCount {
            guard let frame = try? host.renderFrameImage(at: Double(k) / 60, scale: 2) else { continue }
            checksum &+= Int(frame.pixels[frame.pixels.count / 2])
        }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let fps = Double(frameCount) / seconds
    print("\(name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%6.1f", fps)) frames/s  "
          + "\(String(format: "%6.2f", 1000 / fps)) ms/frame  (828×1472, \(frameCount) frames, checksum \(checksum))")
}

measure("flat login screen", flatScene)
measure("cover flow (perspective)", perspectiveScene)
