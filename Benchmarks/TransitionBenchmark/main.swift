// TransitionBenchmark: the cost of drawing CATransitions in a release build:
//
//     swift run -c release TransitionBenchmark [rounds] [type]
//
// (`type`: measure only the transitions whose type name contains it.)
// A 414 × 736 pt screen (a full-screen layer with a photo, a bar and cards) changes its photo, bar colour and cards
// in one transaction with a one-second transition of each type; every round renders five frames across the
// transition (t = 0.1, 0.3, 0.5, 0.7, 0.9 s) at 2× (828 × 1472 pixels) on a fresh host. Figures per type: the
// median and minimum time of one frame over all rounds (wall clock on this machine; run it on an idle machine),
// the frames per second they mean, and the rendition that drew it.
import FlipbookCoreAnimation
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let rounds = arguments.compactMap { Int($0) }.map { max(1, $0) }.first ?? 10
let typeFilter = arguments.first { Int($0) == nil }

print("Transitions of a 414 × 736 pt screen at 2×, \(rounds) rounds of 5 frames each:")
let still = TransitionTiming.still(rounds: rounds)
print("  no transition (the same screen, frames of its final state)".padding(toLength: 64, withPad: " ", startingAt: 0)
      + still.summary)
for (type, subtype) in TransitionTiming.measuredTypes where typeFilter.map(type.rawValue.contains) ?? true {
    let timing = TransitionTiming.transition(type, subtype: subtype, rounds: rounds)
    let name = "  \(type.rawValue)\(subtype.map { " " + $0.rawValue } ?? "") (\(timing.rendition))"
    print(name.padding(toLength: 64, withPad: " ", startingAt: 0) + timing.summary)
}
