// Presentation of a 1,000-layer tree with three running animations on every layer.
// Run: swift run -c release CoreAnimationBenchmark [frames]   (default 200; fewer for callgrind)
// or:  swift run -c release CoreAnimationBenchmark scaling    (tree depth and animations per layer, see ScalingBenchmark)
import Foundation
import FlipbookCoreAnimation

if CommandLine.arguments.dropFirst().first == "scaling" {
    runScalingBenchmark()
    exit(0)
}

/// Builds root → 10 containers → 99 leaves each (1,000 animated layers), each with a basic position animation
/// (ease-in-ease-out), a cubic keyframe opacity animation and a `transform.rotation.z` spring.
func makeScene(in host: LayerHost) -> CALayer {
    let scene = CALayer()
    host.perform {
        host.rootLayer.addSublayer(scene)
        var layers: [CALayer] = [scene]
        for c in 0..<10 {
            let container = CALayer()
            container.frame = CGRect(x: Double(c) * 40, y: 0, width: 40, height: 700)
            scene.addSublayer(container)
            layers.append(container)
            for l in 0..<(c == 0 ? 98 : 99) {
                let leaf = CALayer()
                leaf.frame = CGRect(x: 5, y: Double(l) * 7, width: 30, height: 6)
                container.addSublayer(leaf)
                layers.append(leaf)
            }
        }
        for (i, layer) in layers.enumerated() {
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = NSValue(cgPoint: CGPoint(x: 200, y: Double(i % 700)))
            move.duration = 2
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            move.repeatCount = .infinity
            move.autoreverses = true
            layer.add(move, forKey: "move")
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1, 0.2, 0.8, 0.4]
            fade.calculationMode = .cubic
            fade.duration = 1.5
            fade.repeatCount = .infinity
            layer.add(fade, forKey: "fade")
            let spin = CASpringAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = CGFloat.pi
            spin.duration = 60
            layer.add(spin, forKey: "spin")
        }
    }
    return scene
}

func countLayers(_ layer: CALayer) -> Int { 1 + (layer.sublayers ?? []).reduce(0) { $0 + countLayers($1) } }

let host = LayerHost()
let scene = makeScene(in: host)
let layerCount = countLayers(scene)
let frames = CommandLine.arguments.dropFirst().first.flatMap { Int($0) }.map { max(1, $0) } ?? 200
var checksum = 0.0
let clock = ContinuousClock()

/// CPU time of this thread in milliseconds (less sensitive than wall time to other processes on a shared machine).
func threadCPUMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}
// Warm-up.
host.perform { checksum += Double(scene.presentation()!.sublayers!.count) }
var durations: [Duration] = []
var cpu: [Double] = []
for frame in 0..<frames {
    host.run(until: Double(frame) / 60)
    let start = clock.now
    let cpuStart = threadCPUMilliseconds()
    host.perform {
        let p = scene.presentation()!
        checksum += Double(p.sublayers![3].sublayers![7].position.x)
    }
    cpu.append(threadCPUMilliseconds() - cpuStart)
    durations.append(clock.now - start)
}
cpu.sort()
let millis = durations.map { Double($0.components.attoseconds) / 1e15 + Double($0.components.seconds) * 1e3 }.sorted()
let mean = millis.reduce(0, +) / Double(millis.count)
print("CoreAnimationBenchmark: presentation() of \(layerCount) layers × 3 animations, \(frames) frames")
print(String(format: "  wall: mean %.3f ms  median %.3f ms  p95 %.3f ms  min %.3f ms",
             mean, millis[millis.count / 2], millis[millis.count * 95 / 100], millis[0]))
print(String(format: "  thread CPU: median %.3f ms  min %.3f ms  (checksum %.1f)", cpu[cpu.count / 2], cpu[0], checksum))
