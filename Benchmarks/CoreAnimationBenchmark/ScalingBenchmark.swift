// Linear cost in tree depth and in animations per layer: `CoreAnimationBenchmark scaling`.
import Foundation
import FlipbookCoreAnimation

/// Thread CPU milliseconds taken by `body`, and its result.
func measured<Result>(_ body: () -> Result) -> (milliseconds: Double, result: Result) {
    let start = threadCPUMilliseconds()
    let result = body()
    return (threadCPUMilliseconds() - start, result)
}

/// A chain of `depth` layers, each the only sublayer of the one above, built in one transaction with implicit
/// actions on: in a host (committed at the end of the turn), then outside any host in an explicit transaction
/// (where every change runs its implicit animation, which the commit starts); then each pass over the host's tree.
func measureDepth(_ depth: Int) {
    let host = LayerHost()
    var deepest = host.rootLayer
    let build = measured {
        host.perform {
            for level in 1...depth {
                let layer = CALayer()
                layer.position = CGPoint(x: 1, y: Double(level % 3))
                deepest.addSublayer(layer)
                deepest = layer
            }
            deepest.bounds = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        }
    }.milliseconds
    let relayout = measured {
        host.perform { deepest.setNeedsLayout() }
    }.milliseconds
    let firstPresentation = measured { host.perform { host.rootLayer.presentation()!.sublayers!.count } }.milliseconds
    let presentation = measured { host.perform { host.rootLayer.presentation()!.sublayers!.count } }.milliseconds
    let hitTest = measured { host.rootLayer.hitTest(.zero) === deepest }
    precondition(hitTest.result, "the deepest layer is hit")
    let release = measured { host.perform { host.rootLayer.sublayers = nil } }.milliseconds
    let standalone = measured { () -> Int in
        let top = CALayer()
        var bottom = top
        CATransaction.begin()
        for level in 1...depth {
            let layer = CALayer()
            bottom.addSublayer(layer)
            layer.position = CGPoint(x: Double(level), y: 0)
            bottom = layer
        }
        CATransaction.commit()
        return bottom.animationKeys()?.count ?? 0
    }
    precondition(standalone.result == 1, "each layer runs its implicit animation")
    print(String(format: "  depth %7d: build+commit %8.1f ms  layout pass %7.1f ms  presentation %7.1f / %7.1f ms"
                 + "  hitTest %6.1f ms  release %6.1f ms  standalone build+commit+release %8.1f ms",
                 depth, build, relayout, firstPresentation, presentation, hitTest.milliseconds, release,
                 standalone.milliseconds))
}

/// `count` animations on one layer, each under its own key: added in one turn, four frames of presentation,
/// then the run to their end, where they are removed.
func measureAnimations(_ count: Int) {
    let host = LayerHost()
    let layer = CALayer()
    host.perform { host.rootLayer.addSublayer(layer) }
    let add = measured {
        host.perform {
            for index in 0..<count {
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 0
                move.toValue = 1
                move.duration = Double(index % 4 + 1)
                move.isAdditive = true
                layer.add(move, forKey: "move \(index)")
            }
        }
    }.milliseconds
    var sum = 0.0
    let frames = measured {
        for frame in 1...4 {
            host.run(until: Double(frame) / 60)
            sum += host.perform { Double(layer.presentation()!.position.x) }
        }
    }.milliseconds
    let end = measured { host.run(until: 5) }.milliseconds
    precondition(layer.animationKeys() == nil && sum > 0, "every animation ran and was removed")
    print(String(format: "  animations %6d: add+commit %8.1f ms  4 frames %8.1f ms  run to the end %8.1f ms",
                 count, add, frames, end))
}

func runScalingBenchmark() {
    print("CoreAnimationBenchmark scaling (thread CPU time)")
    for depth in [1_000, 10_000, 100_000] { measureDepth(depth) }
    for count in [100, 1_000, 10_000] { measureAnimations(count) }
}
