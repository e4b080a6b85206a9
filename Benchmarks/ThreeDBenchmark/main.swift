// ThreeDBenchmark: the cost of Volume 3's 3D (depth order with plane splitting) in a release build:
//
//     swift run -c release ThreeDBenchmark [rounds]
//
// Each benchmark (one file each) renders its frames `rounds` times and prints its figures: the median and minimum
// over the rounds (wall clock on this machine; run it on an idle machine).
import Foundation

let rounds = CommandLine.arguments.dropFirst().compactMap { Int($0) }.map { max(1, $0) }.first ?? 20

// Every benchmark, in the order they run: its name, then its figures indented.
for benchmark in [ThreeDBenchmark.spinningCube, .crossingPlanes, .coverFlow] {
    print(([benchmark.name + ":"] + benchmark.run(rounds).map { "  " + $0 }).joined(separator: "\n"))
}
