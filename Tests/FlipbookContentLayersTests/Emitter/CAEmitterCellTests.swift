import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing
@testable import FlipbookContentLayers

/// `CAEmitterCell`: Apple's defaults (CAEmitterCell.h), key-value coding, key paths into sub-cells, media timing.
@Suite("CAEmitterCell")
struct CAEmitterCellTests {
    @Test("Defaults as Apple's header gives them")
    func defaults() {
        let cell = CAEmitterCell()
        #expect(cell.name == nil && cell.isEnabled)
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.lifetimeRange == 0)
        #expect(cell.emissionLatitude == 0 && cell.emissionLongitude == 0 && cell.emissionRange == 0)
        #expect(cell.velocity == 0 && cell.velocityRange == 0)
        #expect(cell.xAcceleration == 0 && cell.yAcceleration == 0 && cell.zAcceleration == 0)
        #expect(cell.scale == 1 && cell.scaleRange == 0 && cell.scaleSpeed == 0)
        #expect(cell.spin == 0 && cell.spinRange == 0)
        #expect(cell.color?.components == [1, 1, 1, 1])
        #expect([cell.redRange, cell.greenRange, cell.blueRange, cell.alphaRange] == [0, 0, 0, 0])
        #expect([cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed] == [0, 0, 0, 0])
        #expect(cell.contents == nil && cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(cell.contentsScale == 1 && cell.minificationFilter == "linear" && cell.magnificationFilter == "linear")
        #expect(cell.minificationFilterBias == 0 && cell.emitterCells == nil && cell.style == nil)
        #expect(cell.beginTime == 0 && cell.duration == 0 && cell.speed == 1 && cell.timeOffset == 0)
        #expect(cell.repeatCount == 0 && cell.repeatDuration == 0 && !cell.autoreverses && cell.fillMode == .removed)
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
        #expect(CAEmitterCell.defaultValue(forKey: "contentsScale") as? CGFloat == 1)
        #expect(CAEmitterCell.defaultValue(forKey: "unknownKey") == nil)
    }

    @Test("Key-value coding: Apple's keys and Swift names, numbers of any type, wrong types ignored, custom keys")
    func keyValueCoding() {
        let cell = CAEmitterCell()
        cell.setValue(500, forKey: "birthRate")
        cell.setValue(NSNumber(value: 1.5), forKey: "lifetime")
        cell.setValue(false, forKey: "enabled")
        cell.setValue("fire", forKey: "name")
        #expect(cell.birthRate == 500 && cell.lifetime == 1.5 && !cell.isEnabled && cell.name == "fire")
        #expect(cell.value(forKey: "isEnabled") as? Bool == false)
        cell.setValue("fast", forKey: "velocity")
        #expect(cell.velocity == 0)
        cell.setValue(nil, forKey: "color")
        #expect(cell.color == nil)
        cell.setValue(3, forKey: "myKey")
        #expect(cell.value(forKey: "myKey") as? Int == 3)
        cell.style = ["flavour": "smoky"]
        #expect(cell.value(forKey: "flavour") as? String == "smoky")
    }

    @Test("Key paths reach sub-cells by name; setting one replaces the sub-cell with a copy")
    func keyPaths() {
        let spark = CAEmitterCell()
        spark.name = "spark"
        let rocket = CAEmitterCell()
        rocket.emitterCells = [spark]
        rocket.setValue(40, forKeyPath: "emitterCells.spark.birthRate")
        #expect(rocket.value(forKeyPath: "emitterCells.spark.birthRate") as? Float == 40)
        #expect(spark.birthRate == 0)
        #expect(rocket.emitterCells?.first !== spark)
        rocket.setValue(2, forKeyPath: "emitterCells.ember.birthRate")
        #expect(rocket.value(forKeyPath: "emitterCells.ember.birthRate") == nil)
        rocket.setValue(3, forKeyPath: "scale")
        #expect(rocket.scale == 3)
    }
}
