import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume2
import Testing

/// Case 47's numbers (catalogue): bar i is the column x = 26.93·i + 20 … + 6.93 (16 bars, the 16th off-screen);
/// nothing shows before the first tick at 0.4 s; then each bar is solid from y = 50 + 150·(b + (1 − b)·τ/0.4) down to
/// 200, τ the time since the tick, b its random tenth.
@Suite("Case 47 · audio volume bars")
struct Case47Tests {
    static let scene = Volume2.scenes.first { $0.id == "case-47" }

    @Test("16 bars of 6.93 × 150 pt, 26.93 pt apart; the 16th starts off-screen")
    func bars() throws {
        let stage = try #require(Self.scene).makeStage(scale: 1)
        let controller = try #require(stage.viewController as? AudioBarsViewController)
        let frames = stage.view.subviews.map(\.frame)
        #expect(frames.count == 16 && controller.layerArray.count == 16)
        #expect(frames.allSatisfy { abs($0.width - 404.0 / 15 + 20) < 1e-9 && $0.minY == 50 && $0.height == 150 })
        #expect(abs(frames[15].minX - (404.0 / 15 * 15 + 20)) < 1e-9 && frames[15].minX > 414)
    }

    @Test("Nothing before the first tick at 0.4 s")
    func beforeTheFirstTick() throws {
        let frame = try #require(Self.scene).renderFrame(at: 0.39)
        #expect((0..<414).allSatisfy { x in stride(from: 50, to: 200, by: 10).allSatisfy { frame[x, $0] == (0, 0, 0, 255) } })
    }

    @Test("Each column's edge falls from 50 + 150·b to the bottom in 0.4 s, at the catalogue's heights")
    func columnEdges() throws {
        let scene = try #require(Self.scene)
        let stage = scene.makeStage(scale: 1)
        let controller = try #require(stage.viewController as? AudioBarsViewController)
        let layers = controller.layerArray.compactMap { $0 as? CAGradientLayer }
        stage.host.run(until: 0.4)
        let starts = stage.host.perform { layers.map { $0.presentation()?.locations?.first?.doubleValue ?? -1 } }
        #expect(starts.allSatisfy { b in (0...10).contains { abs(Double($0) / 10 - b) < 1e-6 } }, "\(starts)")
        #expect(Set(starts).count > 3, "the heights vary: \(starts)")
        for tau in [0.0, 0.1, 0.2, 0.3] {
            let frame = try scene.renderFrame(at: 0.4 + tau)
            for (bar, b) in starts.enumerated().prefix(15) {
                let x = Int(404.0 / 15 * Double(bar) + 23.5)
                let edge = 50 + 150 * (b + (1 - b) * tau / 0.4)
                guard edge < 197 else { continue }
                let above = frame[x, Int(edge) - 2], below = frame[x, Int(edge) + 2]
                #expect(above == (0, 0, 0, 255), "bar \(bar) at τ = \(tau): above the edge \(edge)")
                #expect(below.a == 255 && Int(below.r) + Int(below.g) + Int(below.b) > 150,
                        "bar \(bar) at τ = \(tau): below the edge \(edge) \(below)")
            }
        }
    }

    @Test("Every bar's colour is one of the eleven")
    func colours() throws {
        let stage = try #require(Self.scene).makeStage(scale: 1)
        let controller = try #require(stage.viewController as? AudioBarsViewController)
        stage.host.run(until: 0.45)
        let palette = controller.colorArray.compactMap { ($0 as? UIColor)?.cgColor.components }
        #expect(palette.count == 11)
        for case let layer as CAGradientLayer in controller.layerArray {
            let color = (layer.colors?.last as? CGColor)?.components
            #expect(palette.contains { $0 == color }, "\(String(describing: color))")
        }
    }
}
