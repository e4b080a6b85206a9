import Foundation
import FlipbookGallery
import FlipbookHarness
import FlipbookScenes
import Testing

/// Every scene is claimed by exactly one golden suite across all test targets, seen from the goldens themselves:
/// each scene's frame goldens (`<id>.t=<time>.png`) lie in one suite folder `Goldens/<TestTarget>/<Suite>/`, one per
/// sample time and none for other times. This catches what the per-target claim checks cannot see — a suite in
/// another test target that claims a group already claimed, or a scene module whose test target checks nothing.
@Suite("Golden claims across test targets")
struct GoldenClaimTests {
    /// The repository's `Goldens/` folder.
    static let goldens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    /// The suite folders (`<TestTarget>/<Suite>`) holding frame goldens of each scene, by scene id, and the
    /// golden names found there.
    static func frameGoldens() throws -> [String: [String: Set<String>]] {
        let ids = Set(SceneCatalog.all.map(\.id))
        let fileManager = FileManager.default
        var found: [String: [String: Set<String>]] = [:]
        for target in try fileManager.contentsOfDirectory(atPath: goldens.path) {
            let targetURL = goldens.appendingPathComponent(target)
            guard let suites = try? fileManager.contentsOfDirectory(atPath: targetURL.path) else { continue }
            for suite in suites {
                guard let names = try? fileManager.contentsOfDirectory(atPath: targetURL.appendingPathComponent(suite).path)
                else { continue }
                for name in names where name.hasSuffix(".png") {
                    guard let range = name.range(of: ".t=") else { continue }
                    let id = String(name[..<range.lowerBound])
                    guard ids.contains(id) else { continue }
                    found[id, default: [:]]["\(target)/\(suite)", default: []].insert(name)
                }
            }
        }
        return found
    }

    @Test("Each scene's frame goldens lie in exactly one suite folder, one per sample time",
          arguments: SceneCatalog.all.map(\.id))
    func claimedOnce(id: String) throws {
        let scene = try #require(SceneCatalog.scene(id: id))
        let folders = try Self.frameGoldens()[id] ?? [:]
        #expect(folders.count == 1, "\(id)'s goldens are in \(folders.count) suite folders: \(folders.keys.sorted())")
        let expected = Set(scene.sampleTimes.map { GoldenIdentifier.name(id, time: $0) + ".png" })
        for (folder, names) in folders {
            #expect(names == expected, "\(folder): \(id) has goldens \(names.sorted()), its sample times want \(expected.sorted())")
        }
    }
}
