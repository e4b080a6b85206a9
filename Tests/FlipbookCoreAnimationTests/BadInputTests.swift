import Foundation
import Testing
import FlipbookGraphics
@testable import FlipbookCoreAnimation

@Suite("Bad input never crashes")
struct BadInputTests {
    func opacity(at time: Double, configure: (CABasicAnimation) -> Void) -> Float {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.toValue = 1; a.duration = 1
            configure(a)
            layer.add(a, forKey: "a")
        }
        return sample(host, at: time) { layer.presentation()!.opacity }
    }

    @Test("NaN, infinite or negative durations fall back to the transaction duration or hold still")
    func durations() {
        #expect(opacity(at: 0.125) { $0.duration = .nan } == 0.5)
        #expect(opacity(at: 0.125) { $0.duration = -3 } == 0.5)
        #expect(opacity(at: 50) { $0.duration = .infinity } == 0)
    }

    @Test("NaN or infinite speeds count as 1; negative repeat counts and durations as 0")
    func speedsAndRepeats() {
        #expect(opacity(at: 0.5) { $0.speed = .nan } == 0.5)
        #expect(opacity(at: 0.5) { $0.speed = .infinity } == 0.5)
        #expect(opacity(at: 1.5) { $0.repeatCount = -4 } == 1)
        #expect(opacity(at: 0.5) { $0.repeatCount = .nan; $0.repeatDuration = -1 } == 0.5)
        #expect(opacity(at: 0.5) { $0.beginTime = .nan } == 0.5)
    }

    @Test("Layer timing with NaN or zero speeds does not crash conversions or the host")
    func layerTiming() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.speed = .nan
            layer.timeOffset = .nan
            layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "a")
        }
        host.advance(by: 1)
        #expect(layer.convertTime(1, to: nil).isFinite)
        host.perform { layer.speed = 0 }
        host.advance(by: 1)
        #expect(host.perform { layer.presentation() } != nil)
    }

    @Test("Huge sizes and empty bounds draw no contents instead of allocating")
    func drawing() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.bounds = CGRect(x: 0, y: 0, width: 1e9, height: 1e9)
            layer.setNeedsDisplay()
        }
        #expect(layer.contents == nil)
        host.perform {
            layer.bounds = .zero
            layer.setNeedsDisplay()
        }
        #expect(layer.contents == nil)
    }

    @Test("A layer cannot become its own sublayer; replacing a non-sublayer does nothing")
    func tree() {
        let layer = CALayer(), stranger = CALayer()
        layer.addSublayer(layer)
        #expect(layer.sublayers == nil)
        layer.replaceSublayer(stranger, with: CALayer())
        #expect(layer.sublayers == nil)
    }

    @Test("Adding an ancestor as a sublayer is ignored by every inserting method, so no sublayer cycle forms")
    func sublayerCycles() {
        // A fresh tree per probe, checked before anything walks it: without the fix a formed cycle hangs the next walk.
        let probes: [(_ grandchild: CALayer, _ child: CALayer, _ root: CALayer) -> Void] = [
            { grandchild, _, root in grandchild.addSublayer(root) },
            { grandchild, child, _ in grandchild.insertSublayer(child, at: 0) },
            { grandchild, _, root in grandchild.insertSublayer(root, above: nil) },
            { grandchild, child, _ in grandchild.insertSublayer(child, below: nil) },
            { grandchild, _, root in grandchild.sublayers = [root] },
            { grandchild, _, _ in grandchild.addSublayer(grandchild) },
        ]
        for probe in probes {
            let root = CALayer(), child = CALayer(), grandchild = CALayer()
            root.addSublayer(child)
            child.addSublayer(grandchild)
            probe(grandchild, child, root)
            #expect(grandchild.sublayers == nil)
            #expect(root.superlayer == nil && child.superlayer === root && grandchild.superlayer === child)
        }
        let root = CALayer(), child = CALayer(), other = CALayer()
        root.addSublayer(child)
        child.addSublayer(other)
        child.replaceSublayer(other, with: root)
        #expect(child.sublayers?.first === other && other.superlayer === child && root.superlayer == nil)
    }

    @Test("A mask that would close a cycle is ignored: the layer itself, each other's masks, a mask above the layer")
    func maskCycles() {
        let layer = CALayer()
        layer.mask = layer
        #expect(layer.mask == nil)

        let a = CALayer(), b = CALayer()
        a.mask = b
        b.mask = a
        #expect(a.mask === b && b.mask == nil)

        let container = CALayer(), inner = CALayer()
        container.addSublayer(inner)
        inner.mask = container
        #expect(inner.mask == nil)

        let masked = CALayer(), mask = CALayer(), sub = CALayer()
        masked.mask = mask
        mask.addSublayer(sub)
        sub.addSublayer(masked)
        sub.mask = masked
        #expect(sub.sublayers == nil && sub.mask == nil)
    }

    @Test("A mask has one parent: becoming a sublayer or another layer's mask takes it off the layer it masked")
    func maskMoves() {
        let first = CALayer(), second = CALayer(), mask = CALayer(), parent = CALayer()
        first.mask = mask
        second.mask = mask
        #expect(first.mask == nil && second.mask === mask)
        parent.addSublayer(mask)
        #expect(second.mask == nil && mask.superlayer === parent)
        second.mask = mask
        #expect(parent.sublayers == nil && second.mask === mask)
        mask.removeFromSuperlayer()
        #expect(second.mask == nil)
        second.mask = mask
        second.mask = mask
        #expect(second.mask === mask)
    }

    @Test("A group that contains itself, directly or through a nested group, is copied without the repeat")
    func groupCycles() async {
        // In a child process: without the fix the copy recursed until the stack overflowed.
        await #expect(processExitsWith: .success) {
            let (host, layer) = makeHostWithLayer()
            let outer = CAAnimationGroup(), inner = CAAnimationGroup()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0; fade.toValue = 1; fade.duration = 1
            outer.duration = 1
            inner.duration = 1
            outer.animations = [outer, inner]
            inner.animations = [fade, outer, inner]
            let copy = outer.copy() as! CAAnimationGroup
            guard copy.animations?.count == 1,
                  (copy.animations?.first as? CAAnimationGroup)?.animations?.count == 1 else { exit(1) }
            host.perform { layer.add(outer, forKey: "group") }
            guard sample(host, at: 0.5, { layer.presentation()!.opacity }) == 0.5 else { exit(2) }
        }
    }

    @Test("A NaN or infinite host deadline never runs and does not stop the blocks due after it")
    func nonFiniteDeadlines() {
        let host = LayerHost()
        var ran: [Double] = []
        host.asyncAfter(deadline: .nan) { ran.append(.nan) }
        host.asyncAfter(deadline: .infinity) { ran.append(.infinity) }
        host.asyncAfter(deadline: -.infinity) { ran.append(host.currentTime) }
        host.asyncAfter(deadline: 1) { ran.append(host.currentTime) }
        host.advance(by: 2)
        #expect(ran == [0, 1])
    }

    @Test("A timer dated −∞ fires now and then on its interval, not forever at once")
    func timerAtMinusInfinity() {
        let host = LayerHost()
        var fires: [Double] = []
        let timer = FlipbookCoreAnimation.Timer(fire: Date(timeIntervalSinceReferenceDate: -.infinity), interval: 1, repeats: true) { timer in
            fires.append(host.currentTime)
            if fires.count == 10 { timer.invalidate() }
        }
        host.perform { RunLoop.current.add(timer, forMode: .default) }
        host.run(until: 2.5)
        #expect(fires == [0, 1, 2])
        host.perform { timer.fireDate = Date(timeIntervalSinceReferenceDate: -.infinity) }
        #expect(timer.fireDate.timeIntervalSinceReferenceDate == 2.5)
    }

    @Test("Non-finite timing values never present NaN; an infinite repeat count still repeats forever")
    func nonFiniteTiming() {
        let values: [Double] = [.nan, .infinity, -.infinity]
        for value in values {
            #expect(opacity(at: 0.5) { $0.beginTime = value }.isFinite)
            #expect(opacity(at: 0.5) { $0.timeOffset = value }.isFinite)
            #expect(opacity(at: 0.5) { $0.duration = value }.isFinite)
            #expect(opacity(at: 0.5) { $0.speed = Float(value) }.isFinite)
            #expect(opacity(at: 0.5) { $0.repeatCount = Float(value) }.isFinite)
            #expect(opacity(at: 0.5) { $0.repeatDuration = value }.isFinite)
            #expect(opacity(at: 0.5) { $0.repeatCount = .infinity; $0.beginTime = value }.isFinite)
            let (host, layer) = makeHostWithLayer()
            host.perform {
                layer.beginTime = value
                let a = CABasicAnimation(keyPath: "opacity")
                a.fromValue = 0; a.toValue = 1; a.duration = 1
                layer.add(a, forKey: "a")
            }
            #expect(sample(host, at: 0.5) { layer.presentation()!.opacity }.isFinite)
            #expect(layer.convertTime(1, from: nil).isFinite)
        }
        #expect(opacity(at: 0.5) { $0.beginTime = .infinity } == 0.5)
        #expect(opacity(at: 10.25) { $0.repeatCount = .infinity } == 0.25)
    }
}
