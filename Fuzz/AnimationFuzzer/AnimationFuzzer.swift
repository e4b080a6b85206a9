// libFuzzer target for the animation evaluator, built by `scripts/fuzz animation` (not part of the Swift package).
//
// Each input is read as a program: up to eight animations (basic, keyframe with values or a path, spring, or a
// group of them) with random key paths (real, nested and unknown), values of every kind (numbers, points,
// sizes, rectangles, transforms, colours, mismatched types, hostile numbers), timing (begin time, duration,
// speed, time offset, repeat count and duration, autoreverses, fill mode, timing function) and layer timing, added
// to a layer in a host; the host then advances to random times (hostile ones among them) and the presentation
// layer is read. A crash, a sanitizer report, an execution over -timeout or an allocation over
// -malloc_limit_mb is a finding.
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

private let keyPaths = [
    "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width", "bounds.origin",
    "opacity", "transform", "transform.rotation.z", "transform.rotation", "transform.scale", "transform.translation.x",
    "sublayerTransform", "anchorPoint", "zPosition", "cornerRadius", "borderWidth", "backgroundColor",
    "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "contentsRect", "hidden", "frame",
    "nonexistent", "", "position.z", "transform.m34",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnimations(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    let host = LayerHost(size: CGSize(width: 64, height: 64))
    let layer = CALayer()
    host.perform {
        host.rootLayer.addSublayer(layer)
        layer.frame = CGRect(x: 8, y: 8, width: 32, height: 32)
        if input.bool() { layer.speed = Float(input.number()) }
        if input.bool() { layer.timeOffset = input.number() }
        if input.bool() { layer.beginTime = input.number() }
        for index in 0..<input.count(upTo: 8) {
            layer.add(makeAnimation(from: &input, depth: 0), forKey: input.bool() ? "a\(index)" : nil)
        }
    }
    for _ in 0..<input.count(upTo: 6) {
        let time = input.number()
        if input.bool() { host.run(until: time) } else { host.advance(by: time) }
        host.perform {
            guard let presented = layer.presentation() else { return }
            _ = presented.position
            _ = presented.opacity
            _ = presented.transform
            _ = presented.bounds
            _ = presented.backgroundColor
            _ = layer.animationKeys()
        }
    }
    return 0
}

private func makeAnimation(from input: inout FuzzInput, depth: Int) -> CAAnimation {
    let animation: CAAnimation
    switch depth < 2 ? input.choice(5) : input.choice(4) {
    case 0:
        let basic = CABasicAnimation(keyPath: keyPath(&input))
        if input.bool() { basic.fromValue = value(&input) }
        if input.bool() { basic.toValue = value(&input) }
        if input.bool() { basic.byValue = value(&input) }
        animation = basic
    case 1:
        let keyframes = CAKeyframeAnimation(keyPath: keyPath(&input))
        keyframes.values = (0..<input.count(upTo: 6)).map { _ in value(&input) }
        if input.bool() { keyframes.keyTimes = (0..<input.count(upTo: 6)).map { _ in NSNumber(value: input.number()) } }
        keyframes.calculationMode = [.linear, .discrete, .paced, .cubic, .cubicPaced][input.choice(5)]
        if input.bool() { keyframes.timingFunctions = (0..<input.count(upTo: 4)).map { _ in timingFunction(&input) } }
        if input.bool() { keyframes.tensionValues = (0..<input.count(upTo: 4)).map { _ in NSNumber(value: input.number()) } }
        if input.bool() { keyframes.rotationMode = input.bool() ? .rotateAuto : .rotateAutoReverse }
        animation = keyframes
    case 2:
        let keyframes = CAKeyframeAnimation(keyPath: input.bool() ? "position" : keyPath(&input))
        let path = CGMutablePath()
        path.move(to: CGPoint(x: input.number(), y: input.number()))
        for _ in 0..<input.count(upTo: 4) {
            path.addCurve(to: CGPoint(x: input.number(), y: input.number()),
                          control1: CGPoint(x: input.number(), y: input.number()),
                          control2: CGPoint(x: input.number(), y: input.number()))
        }
        keyframes.path = path
        keyframes.calculationMode = [.linear, .paced, .cubicPaced][input.choice(3)]
        animation = keyframes
    case 3:
        let spring = CASpringAnimation(keyPath: keyPath(&input))
        spring.mass = input.number()
        spring.stiffness = input.number()
        spring.damping = input.number()
        spring.initialVelocity = input.number()
        spring.allowsOverdamping = input.bool()
        spring.fromValue = value(&input)
        spring.toValue = value(&input)
        animation = spring
    default:
        let group = CAAnimationGroup()
        group.animations = (0..<input.count(upTo: 4)).map { _ in makeAnimation(from: &input, depth: depth + 1) }
        animation = group
    }
    if let property = animation as? CAPropertyAnimation {
        property.isAdditive = input.bool()
        property.isCumulative = input.bool()
        if input.choice(4) == 0 {
            property.valueFunction = CAValueFunction(name: [.rotateZ, .scale, .translateX, .rotateX][input.choice(4)])
        }
    }
    applyTiming(from: &input, to: animation)
    return animation
}

private func applyTiming(from input: inout FuzzInput, to animation: CAAnimation) {
    if input.bool() { animation.duration = input.number() }
    if input.bool() { animation.beginTime = input.number() }
    if input.bool() { animation.speed = Float(input.number()) }
    if input.bool() { animation.timeOffset = input.number() }
    if input.bool() { animation.repeatCount = Float(input.number()) }
    if input.bool() { animation.repeatDuration = input.number() }
    animation.autoreverses = input.bool()
    animation.fillMode = [.removed, .forwards, .backwards, .both][input.choice(4)]
    animation.isRemovedOnCompletion = input.bool()
    if input.bool() { animation.timingFunction = timingFunction(&input) }
}

private func keyPath(_ input: inout FuzzInput) -> String { keyPaths[input.choice(keyPaths.count)] }

private func timingFunction(_ input: inout FuzzInput) -> CAMediaTimingFunction {
    CAMediaTimingFunction(controlPoints: Float(input.number()), Float(input.number()), Float(input.number()),
                          Float(input.number()))
}

private func value(_ input: inout FuzzInput) -> Any {
    switch input.choice(9) {
    case 0: return input.number()
    case 1: return NSNumber(value: input.number())
    case 2: return CGPoint(x: input.number(), y: input.number())
    case 3: return CGSize(width: input.number(), height: input.number())
    case 4: return CGRect(x: input.number(), y: input.number(), width: input.number(), height: input.number())
    case 5:
        var transform = CATransform3DMakeRotation(input.number(), input.number(), input.number(), input.number())
        transform.m34 = input.number()
        return transform
    case 6: return CGColor(red: input.number(), green: input.number(), blue: input.number(), alpha: input.number())
    case 7: return NSValue(caTransform3D: CATransform3DMakeScale(input.number(), input.number(), input.number()))
    default: return "not a value"
    }
}
