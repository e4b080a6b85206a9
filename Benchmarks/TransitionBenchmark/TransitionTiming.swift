import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookTransitions
import Foundation

/// The frame times of one kind of frame of the benchmark screen.
struct TransitionTiming {
    /// The transitions measured, in order: the three, then fade and the effect types.
    static let measuredTypes: [(CATransitionType, CATransitionSubtype?)] = [
        (.push, .fromRight), (CATransitionType(rawValue: "cube"), .fromRight),
        (CATransitionType(rawValue: "pageCurl"), .fromRight), (.fade, nil), (CATransitionType(rawValue: "rippleEffect"), nil),
        (CATransitionType(rawValue: "suckEffect"), nil), (CATransitionType(rawValue: "cameraIrisHollowOpen"), nil),
        (CATransitionType(rawValue: "cameraIrisHollowClose"), nil),
    ]
    /// The frames of a round: media times in seconds across the one-second transition.
    static let frameTimes = [0.1, 0.3, 0.5, 0.7, 0.9]

    /// Every frame's time, in milliseconds.
    let milliseconds: [Double]
    /// The rendition's name (what draws the type: an unknown type draws as a fade).
    let rendition: String
    /// Whether a frame in the middle of the transition differs from the frame after it (the transition is drawn).
    let drawsTransition: Bool
    /// The median time the rendition takes to make its pieces for one frame of the screen, in microseconds.
    var piecesMicroseconds: Double?

    /// Frames of the screen in its final state, on hosts set up like the transitions' but without a transition.
    static func still(rounds: Int) -> TransitionTiming {
        time(rounds: rounds, rendition: "none", drawsTransition: false) {
            let screen = BenchmarkScreen()
            screen.change(with: nil, subtype: nil)
            return screen
        }
    }

    /// Frames across a transition of `type`.
    static func transition(_ type: CATransitionType, subtype: CATransitionSubtype?, rounds: Int) -> TransitionTiming {
        let drawing = TransitionRenditions.rendition(for: type)
        let rendition = String(describing: Swift.type(of: drawing))
        let probe = BenchmarkScreen()
        probe.change(with: type, subtype: subtype)
        let middle = try? probe.host.renderFrameImage(at: 0.5, scale: 2)
        let after = try? probe.host.renderFrameImage(at: 1.5, scale: 2)
        var timing = time(rounds: rounds, rendition: rendition, drawsTransition: middle?.pixels != after?.pixels) {
            let screen = BenchmarkScreen()
            screen.change(with: type, subtype: subtype)
            return screen
        }
        let bounds = probe.screen.bounds, direction = TransitionDirection(subtype), clock = ContinuousClock()
        let pieces = (0..<rounds * frameTimes.count).map { index in
            let elapsed = clock.measure {
                _ = drawing.pieces(at: frameTimes[index % frameTimes.count], direction: direction, bounds: bounds,
                                   area: bounds)
            }
            return Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6
        }
        timing.piecesMicroseconds = pieces.sorted()[pieces.count / 2]
        return timing
    }

    /// Times the frames of `rounds` fresh screens made by `makeScreen` (one untimed warm-up screen first).
    private static func time(rounds: Int, rendition: String, drawsTransition: Bool,
                             _ makeScreen: () -> BenchmarkScreen) -> TransitionTiming {
        let clock = ContinuousClock()
        var milliseconds: [Double] = []
        for round in 0...rounds {
            let screen = makeScreen()
            for time in frameTimes {
                let elapsed = clock.measure { _ = try? screen.host.renderFrameImage(at: time, scale: 2) }
                if round > 0 {
                    milliseconds.append(Double(elapsed.components.seconds) * 1e3
                                        + Double(elapsed.components.attoseconds) / 1e15)
                }
            }
        }
        return TransitionTiming(milliseconds: milliseconds, rendition: rendition, drawsTransition: drawsTransition)
    }

    /// "median … ms  min … ms  (… frames/s)", the pieces' time, and whether the transition showed.
    var summary: String {
        let sorted = milliseconds.sorted(), median = sorted[sorted.count / 2], minimum = sorted[0]
        return String(format: "median %7.2f ms  min %7.2f ms  (%6.1f frames/s at the median)", median, minimum,
                      1000 / median)
            + (piecesMicroseconds.map { String(format: "  pieces alone %.1f µs", $0) } ?? "")
            + (rendition == "none" || drawsTransition ? "" : "  [frames show no transition]")
    }
}
