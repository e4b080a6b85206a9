import Foundation
import Testing
@testable import FlipbookCoreAnimation

/// Counts the layouts its layers ask it for.
private final class LayoutCounter: CALayerDelegate {
    var layouts = 0
    func layoutSublayers(of layer: CALayer) { layouts += 1 }
}

/// The layers of a chain below `top`, each the only sublayer of the one above: how many, and the deepest.
private func chain(below top: CALayer) -> (count: Int, deepest: CALayer) {
    var count = 0, layer = top
    while let next = layer.sublayers?.first {
        count += 1
        layer = next
    }
    return (count, layer)
}

@Suite("Deep trees and many animations")
struct DeepTreeTests {
    @Test("A tree 100,000 levels deep is built, laid out, committed, presented, hit-tested and released without recursion")
    func hundredThousandLevels() async {
        // In a child process: each of these passes overflowed the stack before it was made iterative.
        await #expect(processExitsWith: .success) {
            let depth = 100_000
            let host = LayerHost()
            let counter = LayoutCounter()
            var deepest = host.rootLayer
            // One transaction (implicit actions off, to keep the debug build's test short: the 10,000-level test
            // builds with them on).
            host.perform {
                CATransaction.setDisableActions(true)
                for level in 1...depth {
                    let layer = CALayer()
                    layer.position = CGPoint(x: 1, y: Double(level % 3))
                    layer.delegate = counter
                    layer.setNeedsLayout()
                    deepest.addSublayer(layer)
                    deepest = layer
                }
            }
            guard counter.layouts == depth else { exit(1) }
            // Hit-testing reaches the deepest layer, the only one with bounds: at the root's origin, it is
            // 100,000 points left of (and above) its own origin, through the positions of the layers above it.
            host.perform { deepest.bounds = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6) }
            guard host.rootLayer.hitTest(CGPoint(x: 0, y: 0)) === deepest else { exit(5) }
            // Committed: an animation of the deepest layer starts at its local time.
            host.perform {
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 1; move.toValue = 3; move.duration = 1
                deepest.add(move, forKey: "move")
            }
            for _ in 0..<2 {   // the second presentation refills the first one's copies
                let presented = sample(host, at: 0.5) { host.rootLayer.presentation()! }
                let (count, deepestCopy) = chain(below: presented)
                guard count == depth, deepestCopy.model() === deepest, deepestCopy.position.x == 2,
                      deepestCopy.position.y == Double(depth % 3) else { exit(2) }
            }
            // Released from the root (the kept presentation copies with it), and a chain held by a variable alone.
            weak let hostTop = host.rootLayer.sublayers?.first
            host.perform { host.rootLayer.sublayers = nil }
            guard hostTop == nil, deepest.superlayer == nil else { exit(3) }
            var standalone: CALayer? = CALayer()
            weak let standaloneTop = standalone
            var bottom = standalone!
            for _ in 1..<depth {
                let layer = CALayer()
                bottom.addSublayer(layer)
                bottom = layer
            }
            bottom = CALayer()
            standalone = nil
            guard standaloneTop == nil else { exit(4) }
        }
    }

    @Test("A chain of 5,000 masks built with implicit actions on is committed, presented and released")
    func maskChain() async {
        await #expect(processExitsWith: .success) {
            let host = LayerHost()
            weak var released: CALayer?
            do {
                let top = CALayer()
                var last = top
                host.perform {
                    host.rootLayer.addSublayer(top)
                    for _ in 0..<5_000 {
                        let mask = CALayer()
                        mask.opacity = 0.5
                        last.mask = mask
                        last = mask
                    }
                }
                var depth = 0
                var copy = host.perform { top.presentation()! }
                while let mask = copy.mask {
                    guard mask.opacity == 0.5, mask.model().hasBeenCommitted else { exit(1) }
                    depth += 1
                    copy = mask
                }
                guard depth == 5_000 else { exit(2) }
                released = top
                host.perform { top.removeFromSuperlayer() }
            }
            guard released == nil else { exit(3) }
        }
    }

    @Test("A tree 10,000 levels deep built in one transaction with implicit actions on, in a host and outside one")
    func tenThousandLevelsInOneTransaction() {
        let depth = 10_000
        // In a host: the new layers appear at their values, nothing animates.
        let host = LayerHost()
        var deepest = host.rootLayer
        host.perform {
            for level in 1...depth {
                let layer = CALayer()
                layer.position = CGPoint(x: Double(level), y: 0)
                deepest.addSublayer(layer)
                deepest = layer
            }
        }
        #expect(deepest.animationKeys() == nil)
        let shown = host.perform { deepest.presentation()!.position }
        #expect(shown == CGPoint(x: Double(depth), y: 0))
        // Outside a host: each change runs its implicit animation, which the commit starts at the layer's local time
        // (every layer's clock is shifted by 1 s, so the deepest one's is 10,000 s ahead of media time 0).
        let top = CALayer()
        var bottom = top
        CATransaction.begin()
        for level in 1...depth {
            let layer = CALayer()
            layer.timeOffset = 1
            bottom.addSublayer(layer)
            layer.position = CGPoint(x: Double(level), y: 0)
            bottom = layer
        }
        CATransaction.commit()
        #expect(bottom.animationKeys() == ["position"])
        #expect(bottom.animation(forKey: "position")?.beginTime == Double(depth))
        #expect(chain(below: top).count == depth)
    }

    @Test("A layer released while its finished animations still wait to leave its list")
    func releaseAfterFinishedAnimations() async {
        // In a child process: reading the entries' unowned layer in its deinit would trap.
        await #expect(processExitsWith: .success) {
            let host = LayerHost()
            weak var released: CALayer?
            do {
                let layer = CALayer()
                released = layer
                host.perform {
                    host.rootLayer.addSublayer(layer)
                    for index in 0..<3 { layer.add(makeBasic("opacity", from: 0, to: 1), forKey: "fade \(index)") }
                }
                host.run(until: 2)   // the three finish and are marked; nothing reads the list afterwards
                host.perform { layer.removeFromSuperlayer() }
            }
            guard released == nil else { exit(1) }
        }
    }

    @Test("10,000 animations on one layer are added, evaluated and removed as they finish")
    func tenThousandAnimations() {
        let (host, layer) = makeHostWithLayer()
        let count = 10_000
        // Additive moves of position.x by 1, lasting 1, 2, 3 or 4 s, each under its own key.
        host.perform {
            for index in 0..<count {
                let move = makeBasic("position.x", from: 0, to: 1, duration: Double(index % 4 + 1))
                move.isAdditive = true
                layer.add(move, forKey: "move \(index)")
            }
        }
        let quarter = Double(count / 4)
        let atHalf = sample(host, at: 0.5) { layer.presentation()!.position.x }
        #expect(isClose(atHalf, 100 + quarter * (0.5 + 0.25 + 0.5 / 3 + 0.125), 1e-6))
        let atTwo = sample(host, at: 2) { (layer.presentation()!.position.x, layer.animationKeys()?.count) }
        #expect(isClose(atTwo.0, 100 + quarter * (2.0 / 3 + 0.5), 1e-6))
        #expect(atTwo.1 == count / 2)
        #expect(layer.animation(forKey: "move 2")?.duration == 3)
        #expect(layer.animation(forKey: "move 1") == nil)
        let atFive = sample(host, at: 5) { (layer.presentation()!.position.x, layer.animationKeys()) }
        #expect(atFive.0 == 100)
        #expect(atFive.1 == nil)
    }
}
