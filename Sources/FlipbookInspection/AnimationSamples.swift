import FlipbookCoreAnimation
import Foundation

/// The animated properties of a host's layers sampled over time: at each recorded time, the presentation value of
/// every key path that an animation of a layer animates (or animated at an earlier sample) — what an
/// ``AnimationPlot`` charts.
///
/// A property joins at the first sample where an animation of its layer names its key path (a group's animations
/// count) and is then sampled until the end, so a value that snaps back when its animation is removed shows the snap.
/// Samples read the presentation tree on the host's virtual clock, so they depend only on the times.
///
/// ```swift
/// var samples = AnimationSamples()
/// for time in [0.0, 0.25, 0.5, 0.75, 1.0] {
///     host.run(until: time)
///     try samples.record(host)
/// }
/// let svg = AnimationPlot(samples).svg
/// ```
public struct AnimationSamples {
    /// The numbers of samples a plot accepts: 2 to 1,000 (``record(_:)`` stops at 1,000).
    public static let sampleCountRange = 2...1000

    /// One animated key path of one layer: its values at the samples (`nil` where the layer was not in the tree or
    /// the property was not yet sampled).
    struct Series {
        let layerLabel: String
        let keyPath: String
        var values: [InspectedValue?]
    }

    /// The times recorded, in order.
    public private(set) var times: [CFTimeInterval] = []
    /// Every series, in the order its key path was first seen (layers depth first, keys in animation order).
    private(set) var series: [Series] = []
    /// The index in ``series`` of each layer's key paths, by model layer (held, so that identities stay unique).
    private var index: [ObjectIdentifier: (layer: CALayer, keyPaths: [String: Int])] = [:]

    /// No samples yet.
    public init() {}

    /// Samples the host's presentation tree at the host's current time.
    ///
    /// - Throws: ``InspectionError/unsupportedSampleCount(_:)`` when ``sampleCountRange``'s upper bound is reached.
    public mutating func record(_ host: LayerHost) throws(InspectionError) {
        guard times.count < Self.sampleCountRange.upperBound else { throw .unsupportedSampleCount(times.count + 1) }
        let sample = times.count
        times.append(host.currentTime)
        host.perform {
            let root = host.rootLayer
            visit(root, presentation: root.presentation() ?? root, path: [], sample: sample)
        }
        for position in series.indices where series[position].values.count <= sample {
            series[position].values.append(nil)
        }
    }

    private mutating func visit(_ layer: CALayer, presentation: CALayer, path: [String], sample: Int) {
        let id = ObjectIdentifier(layer)
        for keyPath in layer.attachedAnimations.flatMap({ AnimationStateLines.keyPaths(of: $0.animation) })
        where index[id]?.keyPaths[keyPath] == nil {
            if index[id] == nil { index[id] = (layer, [:]) }
            index[id]!.keyPaths[keyPath] = series.count
            series.append(Series(layerLabel: LayerLabel.label(of: layer, path: path), keyPath: keyPath,
                                 values: Array(repeating: nil, count: sample)))
        }
        for (keyPath, position) in index[id]?.keyPaths ?? [:] {
            series[position].values.append(InspectedValue(presentation.value(forKeyPath: keyPath)))
        }
        if let mask = layer.mask {
            visit(mask, presentation: presentation.mask ?? mask, path: path + ["mask"], sample: sample)
        }
        let presented = presentation.sublayers ?? []
        for (offset, sublayer) in (layer.sublayers ?? []).enumerated() {
            visit(sublayer, presentation: offset < presented.count ? presented[offset] : sublayer, path: path + [String(offset)],
                  sample: sample)
        }
    }
}
