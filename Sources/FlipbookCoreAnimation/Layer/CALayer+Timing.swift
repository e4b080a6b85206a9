import Foundation

extension CALayer {
    /// The layer's timing as the sanitised snapshot the time mapping uses.
    var layerTiming: MediaTimingValues { attributes.value.timing.values }

    /// The layer and its ancestors, the layer first.
    var ancestry: [CALayer] {
        var chain: [CALayer] = [self]
        while let parent = chain.last!._superlayer { chain.append(parent) }
        return chain
    }

    /// The layer's local time now (the host's current media time mapped down the tree).
    var currentLocalTime: CFTimeInterval {
        ancestry.reversed().reduce(CACurrentMediaTime()) { $1.layerTiming.layerLocalTime(fromParent: $0) }
    }

    /// Converts `t` from the time space of `layer` (`nil`: media time, `CACurrentMediaTime()`'s) to this layer's.
    ///
    /// Times are mapped through the layers between the two and their nearest common ancestor with each
    /// layer's `t = (tp − beginTime) × speed + timeOffset`, inverted on the way up.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let mine = ancestry
        let theirs = layer?.ancestry ?? []
        let common = theirs.first { candidate in mine.contains { $0 === candidate } }
        var time = t
        for l in theirs {
            if l === common { break }
            time = l.layerTiming.parentTime(fromLocal: time)
        }
        let down = mine.prefix { $0 !== common }
        for l in down.reversed() { time = l.layerTiming.localTime(fromParent: time) }
        return time
    }

    /// Converts `t` from this layer's time space to that of `layer` (`nil`: media time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        if let layer { return layer.convertTime(t, from: self) }
        var time = t
        for l in ancestry { time = l.layerTiming.parentTime(fromLocal: time) }
        return time
    }
}
