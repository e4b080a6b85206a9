// RendererBenchmark: the 53 scenes of the reference cairo benchmark, drawn with FlipbookRaster.
// Usage: swift run -c release RendererBenchmark [--quick] [--json FILE] [--filter SUBSTRING] [--iters N] [--list] [--png DIR]
import FlipbookGraphics
import FlipbookImageIO
import FlipbookRaster
import Foundation

struct Options {
    var quick = false
    var json: String?
    var filter: String?
    /// Fixed op count without calibration (for instruction counting under callgrind).
    var iterations: Int?
    /// Print the scene names, one a line, and draw nothing.
    var list = false
    /// Write each scene's output (the hash run, or the `--iters` run) to `DIR/<scene>.png`, as the C program's
    /// `--png` does, so the two engines' images can be compared.
    var pngFolder: String?

    init(_ arguments: [String]) throws {
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--quick": quick = true
            case "--list": list = true
            case "--json" where i + 1 < arguments.count: i += 1; json = arguments[i]
            case "--filter" where i + 1 < arguments.count: i += 1; filter = arguments[i]
            case "--png" where i + 1 < arguments.count: i += 1; pngFolder = arguments[i]
            case "--iters" where i + 1 < arguments.count:
                i += 1
                guard let n = Int(arguments[i]), n > 0 else { throw UsageError(argument: arguments[i]) }
                iterations = n
            default: throw UsageError(argument: arguments[i])
            }
            i += 1
        }
    }
}

struct UsageError: Error, CustomStringConvertible {
    let argument: String
    var description: String { "unknown argument \(argument); usage: RendererBenchmark [--quick] [--json FILE] [--filter SUBSTRING] [--iters N] [--list] [--png DIR]" }
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if options.list {
        print(SceneCatalogue.all.map(\.name).joined(separator: "\n"))
        exit(0)
    }
    let context = try SceneContext()
    let runner = BenchmarkRunner(context: context, minimumTime: options.quick ? 0.05 : 0.25, trials: options.quick ? 3 : 5)
    let out = FileHandle.standardOutput
    out.write(Data("FlipbookRaster, single thread, surfaces 640x960 premultiplied RGBA8\n\(BenchmarkResult.header)\n".utf8))
    var results: [BenchmarkResult] = []
    for scene in SceneCatalogue.all where options.filter.map({ scene.name.contains($0) }) ?? true {
        let result = options.iterations.map { runner.measureFixed(scene, ops: $0) } ?? runner.measure(scene)
        out.write(Data((result.line + "\n").utf8))
        results.append(result)
        if let folder = options.pngFolder {
            try PNGCodec.write(context.output(of: scene).rgbaImage, to: folder + "/" + scene.name + ".png", compression: .fast)
        }
    }
    if let path = options.json {
        try BenchmarkResult.json(results).write(toFile: path, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
