import Foundation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookScenes

/// A frame of a scene read at screen points.
struct ScreenFrame {
    let canvas: CGRect
    let image: RGBAImage

    /// The scene's frame at `time`.
    init(_ scene: Scene, at time: Double) throws {
        canvas = scene.canvas
        image = try scene.renderFrame(at: time)
    }

    /// The pixel at screen point (`x`, `y`).
    subscript(x: Int, y: Int) -> Pixel {
        image[x - Int(canvas.minX), y - Int(canvas.minY)]
    }

    /// Whether the pixel at screen point (`x`, `y`) is the white background.
    func isWhite(_ x: Int, _ y: Int) -> Bool {
        let p = self[x, y]
        return p.r > 250 && p.g > 250 && p.b > 250
    }

    /// Whether every pixel of the frame is the white background.
    var allWhite: Bool {
        stride(from: 0, to: image.pixels.count, by: 4).allSatisfy {
            image.pixels[$0] > 250 && image.pixels[$0 + 1] > 250 && image.pixels[$0 + 2] > 250
        }
    }
}

/// An RGBA pixel of a frame.
typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
