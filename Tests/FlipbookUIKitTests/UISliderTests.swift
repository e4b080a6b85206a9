import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookUIKit
import Foundation
import Testing

/// An object receiving a slider's value-changed actions.
private final class SliderLog {
    var values: [Float] = []
    func changed(_ sender: UISlider) { values.append(sender.value) }
}

@Suite("UISlider: values, range, tracking and look")
struct UISliderTests {
    /// A slider at (20, 100, 228, 30) in a launched window — its thumb's centre at (34, 115) at value 0, 200 points
    /// of travel — whose value changes are logged.
    private func sliderOnScreen() -> (LayerHost, UIWindow, UISlider, SliderLog) {
        let host = LayerHost()
        let controller = UIViewController()
        let window = host.launch(controller)
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 30))
        let log = SliderLog()
        host.perform {
            controller.view.addSubview(slider)
            slider.addTarget(log, action: Selector(log.changed), for: .valueChanged)
        }
        return (host, window, slider, log)
    }

    @Test("Defaults as UIKit's: value 0 in 0 … 1, continuous, no custom colours")
    func defaults() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        #expect(slider.value == 0)
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.minimumTrackTintColor == nil)
        #expect(slider.maximumTrackTintColor == nil)
        #expect(slider.thumbTintColor == nil)
    }

    @Test("Values outside the range are clamped, NaN is the minimum; moving a bound past the other moves both")
    func clamping() {
        let slider = UISlider(frame: .zero)
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-1, animated: false)
        #expect(slider.value == 0)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.maximumValue = 100
        slider.value = 50
        slider.minimumValue = 60
        #expect(slider.value == 60)
        slider.minimumValue = 150
        #expect(slider.maximumValue == 150)
        #expect(slider.value == 150)
        slider.maximumValue = 10
        #expect(slider.minimumValue == 10)
        #expect(slider.value == 10)
    }

    @Test("The thumb spans the track from the minimum to the maximum; the tracks meet under its centre")
    func geometry() {
        let host = LayerHost()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13, width: 228, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5) == CGRect(x: 100, y: 1, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) == CGRect(x: 200, y: 1, width: 28, height: 28))
        host.perform { slider.value = 0.25 }
        host.perform { slider.layoutIfNeeded() }
        let parts = slider.subviews.map(\.frame)
        #expect(parts.contains(CGRect(x: 0, y: 13, width: 64, height: 4)))    // minimum track, to the thumb's centre
        #expect(parts.contains(CGRect(x: 64, y: 13, width: 164, height: 4)))  // maximum track
        #expect(parts.contains(CGRect(x: 50, y: 1, width: 28, height: 28)))   // thumb
    }

    @Test("Dragging the thumb moves the value by the distance dragged and sends valueChanged on each change")
    func continuousDrag() {
        let (host, window, slider, log) = sliderOnScreen()
        window.sendTouch(.began, at: CGPoint(x: 34, y: 115))      // on the thumb's centre at value 0
        window.sendTouch(.moved, at: CGPoint(x: 84, y: 115))      // 50 of the 200 points of travel
        window.sendTouch(.moved, at: CGPoint(x: 84, y: 140))      // vertical motion changes nothing
        window.sendTouch(.moved, at: CGPoint(x: 534, y: 115))     // past the end: clamped
        window.sendTouch(.ended, at: CGPoint(x: 534, y: 115))
        #expect(log.values == [0.25, 1])
        #expect(slider.value == 1)
    }

    @Test("A slider that is not continuous sends valueChanged once, when the finger lifts")
    func discreteDrag() {
        let (host, window, slider, log) = sliderOnScreen()
        slider.isContinuous = false
        window.sendTouch(.began, at: CGPoint(x: 34, y: 115))
        window.sendTouch(.moved, at: CGPoint(x: 84, y: 115))
        window.sendTouch(.moved, at: CGPoint(x: 134, y: 115))
        #expect(log.values.isEmpty)
        window.sendTouch(.ended, at: CGPoint(x: 134, y: 115))
        #expect(log.values == [0.5])
    }

    @Test("A touch off the thumb does not move it; setting the value in code sends no action")
    func offThumbAndProgrammaticChanges() {
        let (host, window, slider, log) = sliderOnScreen()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 115))
        window.sendTouch(.moved, at: CGPoint(x: 240, y: 115))
        window.sendTouch(.ended, at: CGPoint(x: 240, y: 115))
        host.perform { slider.setValue(0.75, animated: true) }
        #expect(slider.value == 0.75)
        #expect(log.values.isEmpty)
    }

    @Test("setValue(_:animated: true) moves the thumb over 0.25 s; false moves it at once")
    func animatedValue() throws {
        let host = LayerHost()
        let controller = UIViewController()
        _ = host.launch(controller)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        host.perform { controller.view.addSubview(slider) }
        host.perform { slider.setValue(1, animated: true) }
        let thumb = slider.subviews.last!.layer
        func thumbCentre(at time: CFTimeInterval) -> CGFloat? {
            host.run(until: time)
            return host.perform { thumb.presentation()?.position.x }
        }
        let start = host.currentTime
        let halfway = try #require(thumbCentre(at: start + 0.125))
        #expect(halfway > 14 && halfway < 214)
        #expect(thumbCentre(at: start + 0.25) == 214)
        host.perform { slider.setValue(0, animated: false) }
        #expect(thumbCentre(at: start + 0.25) == 14)
    }

    @Test("The track is drawn in the tint colour before the thumb and light grey after it; the thumb is white")
    func look() throws {
        let host = LayerHost(size: CGSize(width: 228, height: 30))
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        slider.value = 0.5
        host.perform { host.rootLayer.addSublayer(slider.layer) }
        let image = try host.renderFrameImage(at: 0, scale: 1, backgroundColor: .white)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let pixel = image[x, y]
            return [pixel.r, pixel.g, pixel.b]
        }
        #expect(pixel(40, 15) == [0, 122, 255])
        #expect(pixel(180, 15) == [229, 229, 234])
        #expect(pixel(114, 15) == [255, 255, 255])
    }

    /// UIKit's `minimumTrackTintColor` page: a `nil` minimum track tint draws in the slider's `tintColor`, so setting
    /// the slider's (or an ancestor's) tint colour recolours the track at the next frame, as `tintColorDidChange()`
    /// does on iOS.
    @Test("A new tint colour recolours the minimum track at the next frame")
    func tintColorChange() throws {
        let host = LayerHost(size: CGSize(width: 228, height: 30))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        slider.value = 0.5
        container.addSubview(slider)
        host.perform { host.rootLayer.addSublayer(container.layer) }
        func trackPixel(at time: CFTimeInterval) throws -> [UInt8] {
            let pixel = try host.renderFrameImage(at: time, scale: 1, backgroundColor: .white)[40, 15]
            return [pixel.r, pixel.g, pixel.b]
        }
        #expect(try trackPixel(at: 0) == [0, 122, 255])
        host.perform { slider.tintColor = .red }
        #expect(try trackPixel(at: 0.1) == [255, 0, 0])
        host.perform { slider.tintColor = nil; container.tintColor = .green }
        #expect(try trackPixel(at: 0.2) == [0, 255, 0])
        host.perform { slider.minimumTrackTintColor = .blue }
        #expect(try trackPixel(at: 0.3) == [0, 0, 255])
    }
}
