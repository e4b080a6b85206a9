import Foundation
import FlipbookGraphics

/// An animation through a sequence of values (or along a path), with per-keyframe timing.
///
/// Handling of inconsistent input (never a crash): `keyTimes` that are empty, of the wrong count, not starting
/// at 0 / ending at 1 (linear and cubic modes), out of [0, 1] or decreasing are ignored and the keyframes are
/// spaced evenly. Fewer `timingFunctions` than segments leave the remaining segments linear. Fewer than one value
/// (and no path) makes the animation do nothing.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]? {
        didSet {
            keyframeValues = (values ?? []).compactMap { AnimationValue($0) }
            keyframeDistances = zip(keyframeValues, keyframeValues.dropFirst()).map { $0.distance(to: $1) }
            keyframesAreSplineCompatible = keyframeValues.first.map { first in
                !first.isTransform3D && keyframeValues.allSatisfy { $0.isCompatible(with: first) }
            } ?? false
            cachedTangents = nil
            invalidateEvaluation()
        }
    }
    /// The time of each keyframe as a fraction of the duration (default: evenly spaced).
    open var keyTimes: [NSNumber]? { didSet { invalidateEvaluation() } }
    /// One timing function per segment (`values.count − 1`).
    open var timingFunctions: [CAMediaTimingFunction]? { didSet { invalidateEvaluation() } }
    /// How values between keyframes are computed. Default ``CAAnimationCalculationMode/linear``.
    open var calculationMode: CAAnimationCalculationMode = .linear {
        didSet {
            isPaced = calculationMode == .paced || calculationMode == .cubicPaced
            isCubic = calculationMode == .cubic || calculationMode == .cubicPaced
            isDiscrete = calculationMode == .discrete
            invalidateEvaluation()
        }
    }
    /// Kochanek–Bartels tension per keyframe for the cubic modes (missing entries are 0).
    open var tensionValues: [NSNumber]? { didSet { cachedTangents = nil; invalidateEvaluation() } }
    /// Kochanek–Bartels continuity per keyframe for the cubic modes.
    open var continuityValues: [NSNumber]? { didSet { cachedTangents = nil; invalidateEvaluation() } }
    /// Kochanek–Bartels bias per keyframe for the cubic modes.
    open var biasValues: [NSNumber]? { didSet { cachedTangents = nil; invalidateEvaluation() } }
    /// Whether the layer turns to follow the motion's tangent (`nil`: no rotation).
    open var rotationMode: CAAnimationRotationMode? {
        didSet { rotatesAlongPath = rotationMode == .rotateAuto || rotationMode == .rotateAutoReverse }
    }
    /// Whether `rotationMode` turns the layer (resolved when it is set: evaluation compares no strings).
    private var rotatesAlongPath = false

    /// A path for point properties such as `position`; when set, `values` are ignored. Each line or curve
    /// element's end point is a keyframe (a move-to is not) and the object follows the curve between them.
    open var path: CGPath? {
        didSet {
            pathKeyframes = path.map(KeyframePath.init)
            invalidateEvaluation()
        }
    }

    /// The keyframe curve built from `path`.
    var pathKeyframes: KeyframePath?

    /// Creates an animation with default timing and no key path.
    public required init() {}

    /// Returns a copy with the same properties.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAKeyframeAnimation
        copy.values = values
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
        copy.path = path
        return copy
    }

    /// The calculation mode's traits, resolved when it is set (evaluation compares no strings).
    private(set) var isPaced = false, isCubic = false, isDiscrete = false

    /// The keyframes as interpolatable values, and the distances between consecutive ones.
    private(set) var keyframeValues: [AnimationValue] = []
    private var keyframeDistances: [Double] = []
    /// Whether the keyframe values can be joined by a cubic spline (all compatible, not transforms).
    private var keyframesAreSplineCompatible = false
    /// The outgoing and incoming spline tangent of each keyframe (computed once).
    private var cachedTangents: (outgoing: [ComponentVector], incoming: [ComponentVector])?

    override func typedCurve(shape: AnimatedSlot.Shape) -> TypedCurve? {
        guard pathKeyframes == nil, !isDiscrete else { return nil }
        var frames: [SIMD4<Double>] = []
        for value in keyframeValues {
            guard let frame = shape.vector(value) else { return nil }
            frames.append(frame)
        }
        var tangents: (outgoing: [SIMD4<Double>], incoming: [SIMD4<Double>])?
        if isCubic && frames.count > 1 {
            let spline = splineTangents
            tangents = (spline.outgoing.map(shape.vector), spline.incoming.map(shape.vector))
        }
        return .keyframes(TypedKeyframes(
            frames: frames, tangents: tangents,
            keyTimes: frames.count > 1 ? keyframeTimes(count: frames.count, lengths: keyframeDistances) : nil,
            timingFunctions: isPaced ? nil : timingFunctions))
    }

    override func animatedValue(at progress: Double, sample: MediaTimingValues.Sample, base: inout UnderlyingValue) -> AnimationValue? {
        if let pathKeyframes {
            return pathKeyframes.value(at: segmentPosition(progress, count: pathKeyframes.segments.count + 1,
                                                           lengths: pathKeyframes.segments.map(\.length)))
        }
        let frames = keyframeValues
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        if isDiscrete { return frames[discreteIndex(progress, count: frames.count)] }
        let (segment, u) = segmentPosition(progress, count: frames.count, lengths: keyframeDistances)
        if isCubic && keyframesAreSplineCompatible {
            return cubicValue(frames, segment: segment, u: u)
        }
        return frames[segment].interpolated(to: frames[segment + 1], u)
    }

    override func cycleEndValue(base: inout UnderlyingValue) -> AnimationValue? {
        let frames = keyframeValues
        return autoreverses ? frames.first : frames.last
    }

    override func apply(to layer: CALayer, atParentTime parentTime: Double, holdingEnd: Bool = false) {
        super.apply(to: layer, atParentTime: parentTime, holdingEnd: holdingEnd)
        guard rotatesAlongPath, let sample = timing.sample(atParentTime: parentTime, holdingEnd: holdingEnd) else { return }
        let p = progress(for: sample)
        let delta = 1e-4
        var none = UnderlyingValue(nil)
        guard let a = animatedValue(at: max(0, min(1, p) - delta), sample: sample, base: &none),
              let b = animatedValue(at: min(1, max(0, p) + delta), sample: sample, base: &none),
              a.components.count >= 2, b.components.count >= 2 else { return }
        let dx = b.components[0] - a.components[0], dy = b.components[1] - a.components[1]
        guard dx != 0 || dy != 0 else { return }
        let angle = atan2(dy, dx) + (rotationMode == .rotateAutoReverse ? .pi : 0)
        layer.transform = CATransform3DRotate(layer.transform, angle, 0, 0, 1)
    }

    /// Valid key times for `count` keyframes in a continuous mode, or `nil` (even spacing).
    func validKeyTimes(count: Int) -> [Double]? {
        guard let keyTimes, keyTimes.count == count else { return nil }
        let times = keyTimes.map(\.doubleValue)
        guard times.first == 0, times.last == 1,
              zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        return times
    }

    /// The segment index and the eased fraction inside it for an overall progress.
    func segmentPosition(_ progress: Double, count: Int, lengths: [Double]) -> (Int, Double) {
        Self.segmentPosition(progress, count: count, times: keyframeTimes(count: count, lengths: lengths),
                             timingFunctions: isPaced ? nil : timingFunctions)
    }

    /// The segment index and the eased fraction inside it, given the key times (`nil`: even spacing) and the
    /// per-segment timing functions.
    static func segmentPosition(_ progress: Double, count: Int, times: [Double]?,
                                timingFunctions: [CAMediaTimingFunction]?) -> (Int, Double) {
        let p = max(0, min(1, progress))
        let segments = count - 1
        let segment: Int, u: Double
        if let times {
            var index = segments - 1
            for i in 0..<segments where p < times[i + 1] {
                index = i
                break
            }
            let span = times[index + 1] - times[index]
            segment = index
            u = span > 0 ? (p - times[index]) / span : 1
        } else {
            let scaled = p * Double(segments)
            segment = min(Int(scaled), segments - 1)
            u = scaled - Double(segment)
        }
        if let functions = timingFunctions, segment < functions.count {
            return (segment, functions[segment].evaluate(u))
        }
        return (segment, u)
    }

    /// The key time of each keyframe: by distance in the paced modes, `keyTimes` when valid, or `nil` for even
    /// spacing.
    func keyframeTimes(count: Int, lengths: [Double]) -> [Double]? {
        let total = lengths.reduce(0, +)
        if isPaced, total > 0 {
            var running = 0.0
            return [0] + lengths.map { running += $0; return running / total }
        }
        return validKeyTimes(count: count)
    }

    /// The keyframe shown at `progress` in discrete mode. `keyTimes` may have `count + 1` entries (Apple's
    /// documented form: value i holds over [kᵢ, kᵢ₊₁)) or `count` entries (value i starts at kᵢ). A key time within
    /// ``discreteEdgeTolerance`` of the progress counts as reached, so that value i shows from exactly i · d / n
    /// (`(1 * 5 / 67) / 5` is one unit in the last place below `1 / 67` in floating point).
    func discreteIndex(_ progress: Double, count: Int) -> Int {
        let p = max(0, min(1, progress))
        let times = (keyTimes?.map(\.doubleValue)).flatMap { t -> [Double]? in
            guard t.count == count || t.count == count + 1, t.first == 0,
                  zip(t, t.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
            return t
        } ?? (0..<count).map { Double($0) / Double(count) }
        var index = 0
        for i in 0..<count where times[i] <= p + Self.discreteEdgeTolerance { index = i }
        return index
    }

    /// How far below a key time the progress may be and still show that key time's value: 10⁻⁹ of the duration.
    static let discreteEdgeTolerance = 1e-9

    /// Kochanek–Bartels (cubic Hermite) interpolation; the end points are duplicated for the end tangents.
    func cubicValue(_ frames: [AnimationValue], segment i: Int, u: Double) -> AnimationValue {
        let tangents = splineTangents
        let h = Self.hermiteWeights(u)
        let p0 = frames[i].components, m0 = tangents.outgoing[i]
        let p1 = frames[i + 1].components, m1 = tangents.incoming[i + 1]
        return AnimationValue(kind: frames[i].kind!, components: ComponentVector(count: p0.count) {
            h.p0 * p0[$0] + h.m0 * m0[$0] + h.p1 * p1[$0] + h.m1 * m1[$0]
        })
    }

    /// The cubic Hermite basis at `u`: the weights of the segment's start and end values and tangents.
    static func hermiteWeights(_ u: Double) -> (p0: Double, m0: Double, p1: Double, m1: Double) {
        let u2 = u * u, u3 = u2 * u
        return (2 * u3 - 3 * u2 + 1, u3 - 2 * u2 + u, -2 * u3 + 3 * u2, u3 - u2)
    }

    /// The outgoing and incoming spline tangent of each keyframe value (computed once).
    private var splineTangents: (outgoing: [ComponentVector], incoming: [ComponentVector]) {
        if let cachedTangents { return cachedTangents }
        let pairs = Self.tangents(keyframeValues, tension: tensionValues, continuity: continuityValues, bias: biasValues)
        let tangents = (pairs.map(\.outgoing.components), pairs.map(\.incoming.components))
        cachedTangents = tangents
        return tangents
    }

    static func tangents(_ frames: [AnimationValue], tension: [NSNumber]?, continuity: [NSNumber]?,
                         bias: [NSNumber]?) -> [(outgoing: AnimationValue, incoming: AnimationValue)] {
        func parameter(_ list: [NSNumber]?, _ index: Int) -> Double {
            guard let list, index < list.count else { return 0 }
            return list[index].doubleValue
        }
        let n = frames.count
        func frame(_ k: Int) -> AnimationValue { frames[max(0, min(n - 1, k))] }
        return (0..<n).map { k in
            let t = parameter(tension, k), c = parameter(continuity, k), b = parameter(bias, k)
            let before = frame(k).subtracting(frame(k - 1)), after = frame(k + 1).subtracting(frame(k))
            let outgoing = AnimationValue.combination([(before, (1 - t) * (1 + b) * (1 + c) / 2),
                                                       (after, (1 - t) * (1 - b) * (1 - c) / 2)])
            let incoming = AnimationValue.combination([(before, (1 - t) * (1 + b) * (1 - c) / 2),
                                                       (after, (1 - t) * (1 - b) * (1 + c) / 2)])
            return (outgoing, incoming)
        }
    }
}
