import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing

/// `CAGradientLayer`'s animations: explicit and implicit, of `locations` (the chapter-10 scan), `colors` (element by
/// element when the counts match, switching half-way when they do not) and the end points, seen in the
/// presentation layer and in the frame.
@Suite("CAGradientLayer animation")
struct GradientAnimationTests {
    /// The presentation's locations at `time`.
    private func locations(_ frame: GradientFrame, at time: Double) -> [Double]? {
        frame.host.run(until: time)
        return frame.host.perform { frame.layer.presentation()?.locations?.map(\.doubleValue) }
    }

    /// The presentation's colours at `time`, each as red, green, blue, alpha.
    private func colors(_ frame: GradientFrame, at time: Double) -> [[Double]]? {
        frame.host.run(until: time)
        return frame.host.perform {
            frame.layer.presentation()?.colors?.map { ($0 as? CGColor)?.components?.map { Double($0) } ?? [] }
        }
    }

    private func isClose(_ a: [Double]?, _ b: [Double]) -> Bool {
        guard let a, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    @Test("The scan: locations from [0, 0.1, 0.2] to [0.8, 0.9, 1] over 3 s move the white band down the layer")
    func scan() throws {
        let frame = GradientFrame(size: CGSize(width: 200, height: 200)) {
            $0.colors = [CGColor.clear, CGColor.white, CGColor.clear]
            $0.locations = [0.0, 0.1, 0.2]
            $0.startPoint = .zero
            $0.endPoint = CGPoint(x: 0, y: 1)
        }
        frame.host.perform {
            let scan = CABasicAnimation(keyPath: "locations")
            scan.fromValue = [0.0, 0.1, 0.2]
            scan.toValue = [0.8, 0.9, 1.0]
            scan.duration = 3
            scan.repeatCount = 10
            frame.layer.add(scan, forKey: nil)
        }
        // The brightest row follows the middle location: 20, 100 and 180 points down (rows at scale 1).
        for (time, middle, peak) in [(0.0, 0.1, 20), (1.5, 0.5, 100), (2.999, 0.1 + 0.8 * 2.999 / 3, 180)] {
            #expect(isClose(locations(frame, at: time).map { [$0[1]] }, [middle]), "t = \(time)")
            let image = try frame.image(at: time, background: .black)
            let brightest = (0..<200).max { image.rgba(100, $0)[0] < image.rgba(100, $1)[0] }!
            #expect(abs(brightest - peak) <= 1, "t = \(time): peak at row \(brightest)")
        }
        // Repeating: at 3.75 s the second cycle is a quarter through.
        #expect(isClose(locations(frame, at: 3.75), [0.2, 0.3, 0.4]))
    }

    @Test("Keyframes of locations interpolate element by element between the arrays")
    func keyframeLocations() {
        let frame = GradientFrame { $0.colors = [GradientFrame.red, GradientFrame.blue] }
        frame.host.perform {
            let pulse = CAKeyframeAnimation(keyPath: "locations")
            pulse.values = [[0.0, 1.0], [0.5, 1.0], [0.0, 0.5]]
            pulse.duration = 2
            frame.layer.add(pulse, forKey: "pulse")
        }
        #expect(isClose(locations(frame, at: 0.5), [0.25, 1]))
        #expect(isClose(locations(frame, at: 1.5), [0.25, 0.75]))
    }

    @Test("Implicit: a change of colors inside a transaction animates element by element")
    func implicitColors() {
        let frame = GradientFrame { $0.colors = [GradientFrame.red, GradientFrame.blue] }
        frame.host.perform {
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            frame.layer.colors = [GradientFrame.blue, GradientFrame.green]
        }
        let halfWay = colors(frame, at: 0.5)
        #expect(halfWay?.count == 2)
        #expect(isClose(halfWay?.first, [0.5, 0, 0.5, 1]) && isClose(halfWay?.last, [0, 0.5, 0.5, 1]))
        #expect(isClose(colors(frame, at: 1.5)?.first, [0, 0, 1, 1]))
    }

    @Test("Colours of another count switch half-way instead of interpolating")
    func colorCountChange() {
        let frame = GradientFrame { $0.colors = [GradientFrame.red, GradientFrame.blue] }
        frame.host.perform {
            let change = CABasicAnimation(keyPath: "colors")
            change.fromValue = [GradientFrame.red, GradientFrame.blue]
            change.toValue = [GradientFrame.green, GradientFrame.green, GradientFrame.blue]
            change.duration = 1
            frame.layer.add(change, forKey: "colors")
        }
        #expect(colors(frame, at: 0.25)?.count == 2)
        #expect(colors(frame, at: 0.75)?.count == 3)
    }

    @Test("Implicit: locations and end points animate; type changes at once")
    func implicitLocationsAndPoints() throws {
        let frame = GradientFrame {
            $0.colors = [GradientFrame.red, GradientFrame.blue]
            $0.locations = [0, 1]
        }
        frame.host.perform {
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            frame.layer.locations = [0.5, 1]
            frame.layer.endPoint = CGPoint(x: 0.5, y: 0.5)
            frame.layer.type = .radial
        }
        #expect(frame.layer.animationKeys()?.sorted() == ["endPoint", "locations"])
        #expect(isClose(locations(frame, at: 0.5), [0.25, 1]))
        let endPoint = frame.host.perform { frame.layer.presentation()?.endPoint }
        #expect(endPoint == CGPoint(x: 0.5, y: 0.75))
        #expect(frame.host.perform { frame.layer.presentation()?.type } == .radial)
    }

    @Test("Explicit end-point animation: the frame follows the presentation")
    func endPointFrame() throws {
        let frame = GradientFrame {
            $0.colors = [GradientFrame.red, GradientFrame.blue]
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        frame.host.perform {
            let squeeze = CABasicAnimation(keyPath: "endPoint")
            squeeze.toValue = NSValue(cgPoint: CGPoint(x: 0.5, y: 0.5))
            squeeze.duration = 2
            squeeze.timingFunction = CAMediaTimingFunction(name: .linear)
            frame.layer.add(squeeze, forKey: nil)
        }
        // At 1 s the end point is at x = 0.75: column 74 (centre 74.5) is nearly blue, column 37 half-way.
        let image = try frame.image(at: 1)
        #expect(image.pixel(37, 50, is: [126, 0, 129, 255], within: 3))
        #expect(image.pixel(74, 50, is: [1, 0, 254, 255], within: 3) && image.pixel(90, 50, is: [0, 0, 255, 255]))
    }
}
