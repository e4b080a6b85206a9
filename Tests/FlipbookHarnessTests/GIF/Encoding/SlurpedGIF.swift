import CGifLib
import FlipbookImageIO

/// A GIF read back with giflib's own decoder (`DGifSlurp`) and composited as browsers do (canvas starts
/// transparent; disposal 2 clears the frame's rectangle, 3 restores the canvas before the frame), so the
/// encoder's tests do not depend on Flipbook's decoder.
struct SlurpedGIF {
    struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var delayCentiseconds: Int
        var disposal: Int
        var transparentIndex: Int?
        var hasLocalColorTable: Bool
        /// How many pixels of the frame's rectangle are the transparent index.
        var transparentPixelCount: Int
        /// The canvas after the frame is drawn (before its disposal).
        var canvas: RGBAImage
    }

    let width: Int, height: Int
    let version: String
    let hasGlobalColorTable: Bool
    let loopCount: Int?
    let frames: [Frame]

    private final class Input {
        let bytes: [UInt8]
        var position = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    init(_ bytes: [UInt8]) throws {
        struct DecodeError: Error { let code: Int32 }
        let input = Input(bytes)
        var error: Int32 = 0
        let file = withExtendedLifetime(input) {
            DGifOpen(Unmanaged.passUnretained(input).toOpaque(), { file, buffer, count in
                let input = Unmanaged<Input>.fromOpaque(file!.pointee.UserData).takeUnretainedValue()
                let available = min(Int(count), input.bytes.count - input.position)
                for index in 0..<available { buffer![index] = input.bytes[input.position + index] }
                input.position += available
                return Int32(available)
            }, &error)
        }
        guard let file else { throw DecodeError(code: error) }
        defer { DGifCloseFile(file, nil) }
        guard DGifSlurp(file) == GIF_OK else { throw DecodeError(code: file.pointee.Error) }
        version = String(decoding: bytes.prefix(6), as: UTF8.self)
        width = Int(file.pointee.SWidth)
        height = Int(file.pointee.SHeight)
        hasGlobalColorTable = file.pointee.SColorMap != nil

        var loopCount: Int?
        var canvas = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0)
        var frames = [Frame]()
        for imageIndex in 0..<Int(file.pointee.ImageCount) {
            let saved = file.pointee.SavedImages[imageIndex]
            let blocks = (0..<Int(saved.ExtensionBlockCount)).map { saved.ExtensionBlocks[$0] }
            for (position, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 {
                let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self)
                if name == "NETSCAPE2.0", position + 1 < blocks.count, blocks[position + 1].ByteCount >= 3 {
                    let data = blocks[position + 1].Bytes!
                    loopCount = Int(data[1]) | Int(data[2]) << 8
                }
            }
            var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
            _ = DGifSavedExtensionToGCB(file, Int32(imageIndex), &control)
            let descriptor = saved.ImageDesc
            let map = descriptor.ColorMap ?? file.pointee.SColorMap!
            let before = canvas
            var transparentPixelCount = 0
            let frameX = Int(descriptor.Left), frameY = Int(descriptor.Top)
            let frameWidth = Int(descriptor.Width), frameHeight = Int(descriptor.Height)
            for row in 0..<frameHeight {
                for column in 0..<frameWidth {
                    let index = Int(saved.RasterBits[row * frameWidth + column])
                    guard index != Int(control.TransparentColor) else {
                        transparentPixelCount += 1
                        continue
                    }
                    let x = frameX + column, y = frameY + row
                    guard x < width, y < height else { continue }
                    let color = map.pointee.Colors[index]
                    canvas[x, y] = (color.Red, color.Green, color.Blue, 255)
                }
            }
            frames.append(Frame(
                x: frameX, y: frameY, width: frameWidth, height: frameHeight,
                delayCentiseconds: Int(control.DelayTime), disposal: Int(control.DisposalMode),
                transparentIndex: control.TransparentColor >= 0 ? Int(control.TransparentColor) : nil,
                hasLocalColorTable: descriptor.ColorMap != nil, transparentPixelCount: transparentPixelCount, canvas: canvas
            ))
            if control.DisposalMode == DISPOSE_BACKGROUND {
                for y in frameY..<min(frameY + frameHeight, height) {
                    for x in frameX..<min(frameX + frameWidth, width) { canvas[x, y] = (0, 0, 0, 0) }
                }
            } else if control.DisposalMode == DISPOSE_PREVIOUS {
                canvas = before
            }
        }
        self.loopCount = loopCount
        self.frames = frames
    }
}
