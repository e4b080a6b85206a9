import FlipbookCompositor
import FlipbookGallery
import FlipbookScenes
import FlipbookImageIO
import FlipbookTesting
import Testing

/// Filmstrips: the sample frames side by side with their time labels.
@Suite("Filmstrip")
struct FilmstripTests {
    @Test("Case 25's filmstrip shows its three frames labelled with their times")
    func case25() throws {
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        try expectGolden(try scene.renderFilmstrip(), named: "case-25-filmstrip")
    }

    @Test("Frames keep their exact pixels inside the strip")
    func framesAreCopiedExactly() throws {
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        let frames = try scene.renderSampleFrames()
        let strip = try Filmstrip.compose(frames: frames, times: scene.sampleTimes, scale: 1)
        let frame = frames[1]
        let left = 8 + (frame.width + 8)     // gap, first frame, gap
        for y in stride(from: 0, to: frame.height, by: 7) {
            for x in stride(from: 0, to: frame.width, by: 5) {
                #expect(strip[left + x, 8 + y] == frame[x, y])
            }
        }
    }

    @Test("Rows of a given number of frames: the layout's pixel rectangles hold the frames exactly")
    func rows() throws {
        let scene = try #require(SceneCatalog.scene(id: "case-25"))
        let frames = try scene.renderSampleFrames(scale: 2)
        let times = scene.sampleTimes
        let strip = try Filmstrip.compose(frames: frames + frames, times: times + times.map { $0 + 10 }, scale: 2, columns: 4)
        let layout = FilmstripLayout(frameCount: 6, framePixelWidth: frames[0].width, framePixelHeight: frames[0].height, scale: 2, columns: 4)
        #expect(layout.rows == 2)
        #expect(strip.width == Int(layout.size.width) * 2 && strip.height == Int(layout.size.height) * 2)
        #expect(layout.framePixelRect(5) == (16 + (frames[0].width + 16), 16 + frames[0].height + 60, frames[0].width, frames[0].height))
        for index in [0, 3, 5] {
            let rect = layout.framePixelRect(index)
            let frame = frames[index % 3]
            for y in stride(from: 0, to: frame.height, by: 11) {
                for x in stride(from: 0, to: frame.width, by: 9) {
                    #expect(strip[rect.x + x, rect.y + y] == frame[x, y])
                }
            }
        }
        #expect(FilmstripLayout(frameCount: 3, framePixelWidth: 10, framePixelHeight: 10, scale: 1, columns: 9).columns == 3)
        #expect(FilmstripLayout(frameCount: 3, framePixelWidth: 10, framePixelHeight: 10, scale: 1, columns: 0).columns == 1)
    }

    @Test("Labels give the time exactly, with at least two decimals")
    func labels() {
        #expect(Filmstrip.label(for: 0) == "t = 0.00 s")
        #expect(Filmstrip.label(for: 0.5) == "t = 0.50 s")
        #expect(Filmstrip.label(for: 12) == "t = 12.00 s")
        #expect(Filmstrip.label(for: 0.125) == "t = 0.125 s")
        #expect(Filmstrip.label(for: 1.0625) == "t = 1.0625 s")
        #expect(Filmstrip.label(for: 0.325) == "t = 0.325 s")
    }

    @Test("A time no short decimal gives exactly shows three decimals")
    func inexactLabels() {
        #expect(Filmstrip.label(for: 10.0 / 6) == "t = 1.667 s")
        #expect(Filmstrip.label(for: 10.0 / 3) == "t = 3.333 s")
    }

    @Test("Every sample time of the catalogue labels distinctly within its scene", arguments: SceneCatalog.all.map(\.id))
    func distinctLabels(id: String) throws {
        let scene = try #require(SceneCatalog.scene(id: id))
        #expect(Set(scene.sampleTimes.map(Filmstrip.label(for:))).count == scene.sampleTimes.count)
    }

    @Test("Bad input gives a typed error")
    func errors() throws {
        let small = RGBAImage(width: 2, height: 2, red: 0, green: 0, blue: 0, alpha: 255)
        let large = RGBAImage(width: 3, height: 2, red: 0, green: 0, blue: 0, alpha: 255)
        #expect(throws: FilmstripError.noFrames) { try Filmstrip.compose(frames: [], times: [], scale: 1) }
        #expect(throws: FilmstripError.timesDoNotMatchFrames(frames: 1, times: 2)) {
            try Filmstrip.compose(frames: [small], times: [0, 1], scale: 1)
        }
        #expect(throws: FilmstripError.framesDifferInSize) { try Filmstrip.compose(frames: [small, large], times: [0, 1], scale: 1) }
        #expect(throws: FrameRenderError.unsupportedScale(4)) { try Filmstrip.compose(frames: [small], times: [0], scale: 4) }
    }
}
