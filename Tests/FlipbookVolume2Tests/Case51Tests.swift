import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookScenes
import FlipbookVolume2
import Foundation
import Testing

/// Case 51's numbers (catalogue §2.2): the earth's copies follow the 10 s orbit of radius 150 about the screen's
/// centre (207, 368), each 0.2 s (7.2°) behind the one before; copies not yet started sit at the orbit's start; by
/// 20 s they form a ring of 50 distinct earths; the book's `background.jpg` is the starry sky.
@Suite("Case 51 star revolution")
struct Case51Tests {
    static let scene = Volume2.scenes.first { $0.id == "case-51" }
    static let center = CGPoint(x: 207, y: 368)

    /// The centre of every copy of the earth at `time`, copy 0 first, from the replicator's instances and the
    /// earth's presentation at each copy's time.
    static func earthCopies(at time: Double) throws -> [CGPoint] {
        let scene = try #require(Self.scene)
        let stage = scene.makeStage(scale: 1)
        stage.host.run(until: time)
        return try stage.host.perform {
            let model = try #require(stage.view.layer.sublayers?.compactMap { $0 as? CAReplicatorLayer }.first)
            let replicator = try #require(model.presentation())
            let earth = try #require(replicator.sublayers?.first)
            let instances = try #require(replicator.sublayerInstances)
            #expect(instances.count == 100)
            return instances.map { earth.presentation(atMediaTime: time + $0.timeOffset).position }
        }
    }

    /// The angle of `point` about the screen's centre in degrees, 0…360, clockwise on the screen from +x.
    static func angle(_ point: CGPoint) -> Double {
        let degrees = atan2(Double(point.y - center.y), Double(point.x - center.x)) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    @Test("At 15 s: copies 0…75 on the orbit, 7.2° apart; copies 76…99 wait at its start")
    func copiesAreSpacedBySevenPointTwoDegrees() throws {
        let copies = try Self.earthCopies(at: 15)
        for (k, copy) in copies.enumerated() {
            let started = 15 - 0.2 * Double(k) >= 0
            let radius = hypot(Double(copy.x - Self.center.x), Double(copy.y - Self.center.y))
            #expect(abs(radius - 150) < 0.5, "copy \(k): radius \(radius)")
            let expected = started ? (15 - 0.2 * Double(k)).truncatingRemainder(dividingBy: 10) * 36 : 0
            var error = abs(Self.angle(copy) - expected)
            error = min(error, 360 - error)
            #expect(error < 0.2, "copy \(k): at \(Self.angle(copy))°, expected \(expected)°")
        }
    }

    @Test("At 20 s the 100 copies make a ring of 50 distinct earths: copy k + 50 covers copy k")
    func ringOfFifty() throws {
        let copies = try Self.earthCopies(at: 20)
        for k in 0..<50 {
            #expect(hypot(Double(copies[k].x - copies[k + 50].x), Double(copies[k].y - copies[k + 50].y)) < 0.5,
                    "copies \(k), \(k + 50)")
        }
        let angles = copies.prefix(50).map { (Self.angle($0) / 7.2).rounded() }
        #expect(Set(angles.map { Int($0) % 50 }).count == 50)
    }

    @Test("The replicator, configured and added in viewWillAppear's transaction, shows 100 copies 0.2 s apart at once (not yet committed: no implicit animation)")
    func countAndDelayAtOnce() throws {
        let scene = try #require(Self.scene)
        let stage = scene.makeStage(scale: 1)
        let replicator = try #require(stage.view.layer.sublayers?.compactMap { $0 as? CAReplicatorLayer }.first)
        stage.host.run(until: 0.125)
        let early = try #require(stage.host.perform { replicator.presentation() })
        #expect(early.instanceCount == 100 && early.instanceDelay == 0.2)
    }

    @Test("The frames: the top of the orbit is empty sky at 5 s (only half the ring has started) and earth at 20 s")
    func frames() throws {
        let scene = try #require(Self.scene)
        func isSky(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
            Int(p.r) + Int(p.g) + Int(p.b) < 150
        }
        let top = (x: 207, y: 368 - 150), bottom = (x: 207, y: 368 + 150)
        let early = try scene.renderFrame(at: 5), late = try scene.renderFrame(at: 20)
        #expect(isSky(early[top.x, top.y]))
        #expect(!isSky(early[bottom.x, bottom.y]))
        #expect(!isSky(late[top.x, top.y]) && !isSky(late[bottom.x, bottom.y]))
        // The backdrop is the book's starry sky (the scene runs in the book's app), not article 002's pale tile.
        #expect(scene.origin.standInApp == .book)
        #expect(isSky(late[2, 2]) && isSky(late[411, 733]))
    }
}
