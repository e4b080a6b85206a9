import FlipbookCoreAnimation
import Foundation

/// The lines of a ``LayerStateDump`` that describe one attached animation: a heading with its key and class, then one
/// line per attribute — its key path and values, then its timing. Attributes always listed: `beginTime`, `duration`,
/// `repeatCount`, `autoreverses`, `fillMode`, `removedOnCompletion`, `timingFunction` (and `additive` for property
/// animations); the others (`speed`, `timeOffset`, `repeatDuration`, `cumulative`, `valueFunction`, keyframe
/// tangents, …) only when they are not their defaults.
struct AnimationStateLines {
    let animation: CAAnimation
    /// `animation "move"`, `animation (no key)`, or for a group's member `animations[1]`.
    let heading: String
    let isCommitted: Bool

    /// The lines of `animation`, attached under `key`.
    init(_ animation: CAAnimation, key: String?, isCommitted: Bool) {
        self.animation = animation
        heading = key.map { "animation \(InspectedValue.quoted($0))" } ?? "animation (no key)"
        self.isCommitted = isCommitted
    }

    private init(member: CAAnimation, index: Int) {
        animation = member
        heading = "animations[\(index)]"
        isCommitted = true
    }

    /// The key paths `animation` animates: its own, or those of a group's animations.
    static func keyPaths(of animation: CAAnimation) -> [String] {
        if let group = animation as? CAAnimationGroup { return (group.animations ?? []).flatMap(keyPaths(of:)) }
        return ((animation as? CAPropertyAnimation)?.keyPath).map { [$0] } ?? []
    }

    /// The heading at `indent`, the attributes four spaces deeper (deeper than a sublayer of the layer, which follows
    /// its animations), a group's animations nested.
    func lines(indent: String) -> String {
        indent + heading + ": " + Self.className(of: animation) + (isCommitted ? "" : " (not committed yet)") + "\n"
            + Self.attributes(of: animation, indent: indent + "    ")
    }

    private static func attributes(of animation: CAAnimation, indent: String) -> String {
        var lines: [(String, String)] = []
        func add(_ name: String, _ value: Any?) { lines.append((name, InspectedValue(value).text)) }
        if let property = animation as? CAPropertyAnimation {
            lines.append(("keyPath", property.keyPath ?? "nil"))
        }
        if let spring = animation as? CASpringAnimation {
            add("mass", spring.mass)
            add("stiffness", spring.stiffness)
            add("damping", spring.damping)
            add("initialVelocity", spring.initialVelocity)
            if spring.allowsOverdamping { add("allowsOverdamping", true) }
            add("settlingDuration", spring.settlingDuration)
        }
        if let basic = animation as? CABasicAnimation {
            if basic.fromValue == nil && basic.toValue == nil && basic.byValue == nil {
                lines.append(("values", "none: from the value shown before, to the model value"))
            }
            if basic.fromValue != nil { add("fromValue", basic.fromValue) }
            if basic.toValue != nil { add("toValue", basic.toValue) }
            if basic.byValue != nil { add("byValue", basic.byValue) }
        }
        if let keyframes = animation as? CAKeyframeAnimation {
            if let path = keyframes.path { add("path", path) } else { add("values", keyframes.values) }
            add("keyTimes", keyframes.keyTimes)
            if let functions = keyframes.timingFunctions {
                lines.append(("timingFunctions", "[" + functions.map(timingFunctionText).joined(separator: ", ") + "]"))
            }
            add("calculationMode", keyframes.calculationMode)
            if let mode = keyframes.rotationMode { add("rotationMode", mode) }
            if let tension = keyframes.tensionValues { add("tensionValues", tension) }
            if let continuity = keyframes.continuityValues { add("continuityValues", continuity) }
            if let bias = keyframes.biasValues { add("biasValues", bias) }
        }
        if let transition = animation as? CATransition {
            add("type", transition.type)
            add("subtype", transition.subtype)
            add("startProgress", transition.startProgress)
            add("endProgress", transition.endProgress)
        }
        add("beginTime", animation.beginTime)
        add("duration", animation.duration)
        if animation.speed != 1 { add("speed", animation.speed) }
        if animation.timeOffset != 0 { add("timeOffset", animation.timeOffset) }
        add("repeatCount", animation.repeatCount)
        if animation.repeatDuration != 0 { add("repeatDuration", animation.repeatDuration) }
        add("autoreverses", animation.autoreverses)
        add("fillMode", animation.fillMode)
        if let property = animation as? CAPropertyAnimation {
            add("additive", property.isAdditive)
            if property.isCumulative { add("cumulative", true) }
            if let function = property.valueFunction { add("valueFunction", function.name) }
        }
        add("removedOnCompletion", animation.isRemovedOnCompletion)
        lines.append(("timingFunction", animation.timingFunction.map(timingFunctionText) ?? "nil (linear)"))
        var text = lines.map { indent + $0.0 + ": " + $0.1 + "\n" }.joined()
        if let group = animation as? CAAnimationGroup {
            for (index, member) in (group.animations ?? []).enumerated() {
                text += AnimationStateLines(member: member, index: index).lines(indent: indent)
            }
        }
        return text
    }

    /// A timing function's name when its control points are those of a named function (`easeInEaseOut (0.42, 0,
    /// 0.58, 1)`), else its control points.
    private static func timingFunctionText(_ function: CAMediaTimingFunction) -> String {
        let points = controlPoints(function)
        let text = "(" + points.map { NumberText.format(Double($0)) }.joined(separator: ", ") + ")"
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        guard let name = names.first(where: { controlPoints(CAMediaTimingFunction(name: $0)) == points }) else { return text }
        return name.rawValue + " " + text
    }

    /// The curve's inner control points c1x, c1y, c2x, c2y.
    private static func controlPoints(_ function: CAMediaTimingFunction) -> [Float] {
        var points: [Float] = []
        for index in [1, 2] {
            var values: [Float] = [0, 0]
            values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            points += values
        }
        return points
    }

    private static func className(of animation: CAAnimation) -> String {
        String(describing: type(of: animation))
    }
}
