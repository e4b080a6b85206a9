import FlipbookGraphics
import FlipbookImageIO
import Foundation

/// One stand-in picture: its file name, its size in pixels, and how to draw it (in a y-down context whose
/// origin is the top-left corner, one unit per pixel).
struct StandInDrawing: Sendable {
    let name: String
    let width: Int
    let height: Int
    let draw: @Sendable (CGContext) -> Void

    /// Draws the picture into a transparent bitmap.
    func render() throws -> RGBAImage {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            throw StandInError.noContext(name)
        }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        draw(context)
        guard let image = context.makeImage() else { throw StandInError.noContext(name) }
        return image.rgbaImage
    }

    /// Every stand-in, in the order of catalogue §4.2: the book's, then the articles'.
    static let all: [StandInDrawing] = [login, airport, plane, turntable] + planeFrames
        + [fire, nenolight, unlock]
        + [earth, sun, spaceBackground]
        + [landscape] + covers
        + [spaceship, logo, girls, photo, open2, petal, background, nightSky, snowflake] + fishFrames + [blackBall, ball, grayHead, greenHead]
        + numberedPictures + flightBoard
}

/// Why a stand-in could not be drawn.
enum StandInError: Error, CustomStringConvertible {
    /// No bitmap context could be made for the named picture.
    case noContext(String)

    var description: String {
        switch self {
        case .noContext(let name): "no bitmap context for the stand-in \(name)"
        }
    }
}
