// ContentLayerBenchmark: the cost of Volume 2's content layers in a release build:
//
//     swift build -c release --product ContentLayerBenchmark && .build/release/ContentLayerBenchmark [rounds]
//
// Each benchmark (one file per layer class) renders or samples its layers `rounds` times and prints its figures:
// the median and minimum over the rounds (wall clock on this machine; run it on an idle machine).
import Foundation

let rounds = CommandLine.arguments.dropFirst().compactMap { Int($0) }.map { max(1, $0) }.first ?? 30

/// Every benchmark, in the order they run.
let benchmarks: [ContentLayerBenchmark] = [
    .shapeLayer,
    .gradientLayer,
    .replicatorLayer,
    .emitterLayer,
]

for benchmark in benchmarks {
    print("\(benchmark.name):")
    for line in benchmark.run(rounds) { print("  " + line) }
}
