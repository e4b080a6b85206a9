import FlipbookImageIO
import Testing

/// The structure read by `GIFDecoder.init`: canvas, loop count and each frame's stored description.
@Suite("GIF decoding: structure")
struct GIFStructureTests {
    private typealias Fixtures = GIFDecodingFixtures

    @Test("the canvas, the loop count and each frame's descriptor and graphic control are read as stored")
    func frameInfo() throws {
        var first = GIFTestFile.Frame(x: 1, y: 2, width: 3, height: 4, indices: Array(repeating: 1, count: 12))
        first.delayCentiseconds = 7
        first.disposalField = 2
        first.transparentIndex = 3
        first.isInterlaced = true
        var second = Fixtures.solid(0, x: 30, y: 40, width: 5, height: 6)
        second.disposalField = nil
        second.localPalette = Fixtures.otherPalette
        var file = Fixtures.file(width: 10, height: 20, frames: [first, second])
        file.loopCount = 3
        let decoder = try GIFDecoder(data: file.bytes, source: "movie.gif")
        #expect(decoder.width == 10)
        #expect(decoder.height == 20)
        #expect(decoder.loopCount == 3)
        #expect(decoder.frameCount == 2)
        #expect(decoder.frameInfo(at: 0) == GIFFrameInfo(
            x: 1, y: 2, width: 3, height: 4, delayCentiseconds: 7, disposal: .restoreToBackground,
            transparentIndex: 3, isInterlaced: true, hasLocalColorTable: false
        ))
        #expect(decoder.frameInfo(at: 1) == GIFFrameInfo(
            x: 30, y: 40, width: 5, height: 6, delayCentiseconds: 0, disposal: .unspecified,
            transparentIndex: nil, isInterlaced: false, hasLocalColorTable: true
        ))
    }

    @Test("the loop count is nil without an animation extension, 0 for forever, and read from ANIMEXTS1.0 too")
    func loopCount() throws {
        var file = Fixtures.file(width: 1, height: 1, frames: [Fixtures.solid(0, width: 1, height: 1)])
        #expect(try GIFDecoder(data: file.bytes).loopCount == nil)
        file.loopCount = 0
        #expect(try GIFDecoder(data: file.bytes).loopCount == 0)
        file.loopCount = 65535
        file.applicationIdentifier = "ANIMEXTS1.0"
        #expect(try GIFDecoder(data: file.bytes).loopCount == 65535)
        file.applicationIdentifier = "XMP DataXMP"
        #expect(try GIFDecoder(data: file.bytes).loopCount == nil)
    }

    @Test("random access gives the same pictures as reading in order, across keyframes")
    func randomAccess() throws {
        let frames: [GIFTestFile.Frame] = [
            Fixtures.solid(0, width: 3, height: 2, disposal: 1),
            Fixtures.solid(1, x: 1, y: 0, width: 1, height: 1, disposal: 3),
            Fixtures.solid(2, x: 0, y: 1, width: 2, height: 1, disposal: 0),
            Fixtures.solid(3, width: 3, height: 2, disposal: 2),  // clears everything: frame 4 starts blank
            Fixtures.solid(1, x: 2, y: 1, width: 1, height: 1, disposal: 1),
            Fixtures.solid(0, x: 0, y: 0, width: 1, height: 1, disposal: 3),
            Fixtures.solid(2, x: 1, y: 1, width: 1, height: 1),
        ]
        let data = Fixtures.file(width: 3, height: 2, frames: frames).bytes
        let inOrder = try Fixtures.frames(of: data)
        #expect(inOrder[6] == Fixtures.picture(["...", ".bg"]))
        for order in [[6, 0, 5, 2, 4, 1, 3], [6, 5, 4, 3, 2, 1, 0], [3, 3, 6, 4]] {
            let decoder = try GIFDecoder(data: data)
            for index in order { #expect(try decoder.image(at: index) == inOrder[index], "frame \(index) of \(order)") }
        }
    }

    @Test("frames decoded from several threads at once match the sequential pictures")
    func concurrentAccess() async throws {
        let frames = (0..<12).map { Fixtures.solid(UInt8($0 % 4), x: $0 % 3, y: $0 % 2, width: 2, height: 1, disposal: $0 % 4) }
        let data = Fixtures.file(width: 4, height: 2, frames: frames).bytes
        let expected = try Fixtures.frames(of: data)
        let decoder = try GIFDecoder(data: data)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask { () throws -> Void in
                    for step in 0..<24 {
                        let index = (step * (worker + 1) + worker) % 12
                        let image = try decoder.image(at: index)
                        #expect(image == expected[index])
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
