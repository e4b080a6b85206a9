import FlipbookImageIO
import FlipbookStandIns
import Testing

@Suite("Frame sequences")
struct FrameSequenceTests {
    @Test("The 67 plane frames all differ, each from the next by a visible amount")
    func planeFramesDiffer() throws {
        let frames = try StandInFiles.planeFrames.map(StandInFiles.decode)
        #expect(Set(frames.map(\.pixels)).count == 67)
        for index in 1..<frames.count {
            #expect(changedPixels(frames[index - 1], frames[index]) > 500, "frames \(index - 1) and \(index)")
        }
    }

    @Test("Plane frame k's counter bar is 4 · (k + 1) px long, so the frame shows its index")
    func planeFrameCounter() throws {
        for (index, file) in StandInFiles.planeFrames.enumerated() {
            let image = try StandInFiles.decode(file)
            let barEnd = 16 + 4 * (index + 1)
            #expect(isCounterRed(image[barEnd - 2, 195]), "\(file) bar end")
            #expect(barEnd + 2 >= 284 || !isCounterRed(image[barEnd + 2, 195]), "\(file) beyond the bar")
        }
    }

    @Test("The 8 fish frames all differ")
    func fishFramesDiffer() throws {
        let frames = try StandInFiles.fishFrames.map(StandInFiles.decode)
        #expect(Set(frames.map(\.pixels)).count == 8)
    }

    @Test("The numbered slides and tiles are distinct pictures, each far from every other")
    func numberedPicturesDiffer() throws {
        for group in [StandInFiles.slides, StandInFiles.tiles] {
            let pictures = try group.map(StandInFiles.decode)
            for first in pictures.indices {
                for second in pictures.indices where second > first {
                    #expect(changedPixels(pictures[first], pictures[second]) > pictures[first].pixels.count / 8,
                            "\(group[first]) and \(group[second])")
                }
            }
        }
    }

    /// Whether a pixel is the counter bar's red (the bar's track is a pale white over the sky).
    private func isCounterRed(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        pixel.r > 180 && pixel.g < 90 && pixel.b < 90
    }

    /// The number of pixels that differ between two images of one size.
    private func changedPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        let left = a.pixels, right = b.pixels
        return stride(from: 0, to: left.count, by: 4).count { left[$0..<$0 + 4] != right[$0..<$0 + 4] }
    }
}
