import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing
@testable import FlipbookContentLayers

/// Cell values through the layer's key paths (`emitterCells.<name>.<key>`): key-value coding and animations.
@Suite("Emitter cell key paths")
struct EmitterKeyPathTests {
    @Test("setValue(_:forKeyPath:) sets the named cell's value (S-79); unknown names and wrong types change nothing")
    func keyValueCoding() throws {
        let layer = EmitterTestScenes.ghostFire()
        #expect(layer.value(forKeyPath: "emitterCells.fire.birthRate") as? Float == 500)
        #expect(layer.value(forKeyPath: "emitterCells.fire.lifetime") as? Float == 1)
        #expect(layer.emitterCells?.first?.birthRate == 500)
        #expect(layer.value(forKeyPath: "emitterCells.fire") is CAEmitterCell)
        layer.setValue(2, forKeyPath: "emitterCells.smoke.birthRate")
        layer.setValue("hot", forKeyPath: "emitterCells.fire.birthRate")
        #expect(layer.value(forKeyPath: "emitterCells.fire.birthRate") as? Float == 500)
        #expect(layer.value(forKeyPath: "emitterCells.smoke.birthRate") == nil)
    }

    @Test("A basic animation of emitterCells.fire.birthRate shows in the presentation; the model keeps its cell")
    func animation() throws {
        let host = LayerHost()
        let layer = EmitterTestScenes.ghostFire()
        let modelCell = try #require(layer.emitterCells?.first)
        host.perform { host.rootLayer.addSublayer(layer) }
        host.perform {
            let animation = CABasicAnimation(keyPath: "emitterCells.fire.birthRate")
            animation.fromValue = 0
            animation.toValue = 100
            animation.duration = 1
            layer.add(animation, forKey: "rate")
        }
        host.run(until: 0.5)
        let presented = try #require(host.perform { layer.presentation() })
        #expect(abs((presented.value(forKeyPath: "emitterCells.fire.birthRate") as? Float ?? -1) - 50) < 1e-3)
        #expect(presented.emitterCells?.first !== modelCell)
        #expect(modelCell.birthRate == 500 && layer.emitterCells?.first === modelCell)
        #expect(presented.presentationLocalTime == 0.5)
        // At 0.5 s the presentation emits at 50 a second: 26 births so far, all alive.
        #expect(presented.liveParticles.count == 26)
    }

    @Test("Nested cells are reached through their parents' names")
    func nested() {
        let spark = CAEmitterCell()
        spark.name = "spark"
        let rocket = CAEmitterCell()
        rocket.name = "rocket"
        rocket.emitterCells = [spark]
        let layer = CAEmitterLayer()
        layer.emitterCells = [rocket]
        layer.setValue(0.25, forKeyPath: "emitterCells.rocket.emitterCells.spark.scale")
        #expect(layer.value(forKeyPath: "emitterCells.rocket.emitterCells.spark.scale") as? CGFloat == 0.25)
        #expect(spark.scale == 1)
    }
}
