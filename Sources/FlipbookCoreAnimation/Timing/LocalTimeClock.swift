/// The current local times of layers during one commit, each computed once from its superlayer's: what starting
/// many animations reads. `CALayer.currentLocalTime` maps the media time down the whole chain of superlayers,
/// so starting one animation on every layer of a tree 10,000 deep that way was quadratic in the depth; here a
/// layer's time is its superlayer's (already known, or computed on the way) mapped through the layer's timing,
/// the same arithmetic in the same order, so the times are identical.
///
/// Valid only while nothing changes layer timing or the tree: one commit's loop over the animations it starts.
struct LocalTimeClock {
    /// The media time the chains start from (`CACurrentMediaTime()`).
    private let mediaTime: CFTimeInterval
    private var times: [ObjectIdentifier: CFTimeInterval] = [:]

    /// A clock reading the current media time.
    init() {
        mediaTime = CACurrentMediaTime()
    }

    /// `layer`'s local time now (what `currentLocalTime` returns).
    mutating func localTime(of layer: CALayer) -> CFTimeInterval {
        var unknown: [CALayer] = []
        var time = mediaTime
        var current: CALayer? = layer
        while let ancestor = current {
            if let known = times[ObjectIdentifier(ancestor)] {
                time = known
                break
            }
            unknown.append(ancestor)
            current = ancestor._superlayer
        }
        for ancestor in unknown.reversed() {
            time = ancestor.layerTiming.layerLocalTime(fromParent: time)
            times[ObjectIdentifier(ancestor)] = time
        }
        return time
    }
}
