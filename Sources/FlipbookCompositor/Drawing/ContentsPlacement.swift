import Foundation
import FlipbookCoreAnimation

/// Where a layer's `contents` image lands in its bounds: the part of the image `contentsRect` selects,
/// sized by `contentsScale`, placed by `contentsGravity`, and cut into nine slices by `contentsCenter`.
///
/// Gravity names follow Core Animation's header: "bottom" always means minimum y and "top" maximum y of
/// the layer's coordinates ("Note that 'bottom' always means 'Minimum Y' and 'top' always means 'Maximum Y'",
/// `CALayer.h`) — so on iOS, whose layers have y pointing down, `.bottom` sits at the top edge of the layer
/// on screen and `.top` at its bottom edge.
struct ContentsPlacement {
    /// One piece to draw: a rectangle of the image (pixels, top-left origin, may reach outside the image,
    /// whose edge pixels then extend) drawn into a rectangle of the layer.
    struct Piece: Equatable {
        var source: CGRect
        var destination: CGRect
    }

    /// The pieces (one, or up to nine with a stretchable centre); empty when nothing is visible.
    let pieces: [Piece]

    init(imageWidth: Int, imageHeight: Int, bounds: CGRect, gravity: CALayerContentsGravity, contentsRect: CGRect,
         contentsScale: CGFloat, contentsCenter: CGRect) {
        let w = CGFloat(imageWidth), h = CGFloat(imageHeight)
        let unit = contentsRect.standardized
        let source = CGRect(x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h)
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        guard imageWidth > 0, imageHeight > 0, source.width > 0, source.height > 0,
              bounds.width.isFinite, bounds.height.isFinite else {
            pieces = []
            return
        }
        let destination = Self.place(natural, in: bounds, gravity: gravity)
        guard destination.width > 0, destination.height > 0 else {
            pieces = []
            return
        }
        pieces = Self.slices(source: source, natural: natural, destination: destination, center: contentsCenter)
    }

    /// The rectangle of size `size` placed in `bounds` by `gravity`.
    static func place(_ size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        func rect(width: CGFloat, height: CGFloat, x: CGFloat, y: CGFloat) -> CGRect {
            // x, y: 0 = min edge, 0.5 = centred, 1 = max edge.
            CGRect(x: bounds.minX + (bounds.width - width) * x, y: bounds.minY + (bounds.height - height) * y,
                   width: width, height: height)
        }
        switch gravity {
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return rect(width: size.width * s, height: size.height * s, x: 0.5, y: 0.5)
        case .center: return rect(width: size.width, height: size.height, x: 0.5, y: 0.5)
        case .top: return rect(width: size.width, height: size.height, x: 0.5, y: 1)
        case .bottom: return rect(width: size.width, height: size.height, x: 0.5, y: 0)
        case .left: return rect(width: size.width, height: size.height, x: 0, y: 0.5)
        case .right: return rect(width: size.width, height: size.height, x: 1, y: 0.5)
        case .topLeft: return rect(width: size.width, height: size.height, x: 0, y: 1)
        case .topRight: return rect(width: size.width, height: size.height, x: 1, y: 1)
        case .bottomLeft: return rect(width: size.width, height: size.height, x: 0, y: 0)
        case .bottomRight: return rect(width: size.width, height: size.height, x: 1, y: 0)
        default: return bounds  // .resize and unknown values
        }
    }

    /// Nine-slice scaling: the parts of the source outside `center` (unit coordinates of the source) keep
    /// their natural size, the centre stretches; when the destination is smaller than the fixed parts, they
    /// shrink proportionally. The unit centre rectangle (the default) gives one piece.
    static func slices(source: CGRect, natural: CGSize, destination: CGRect, center: CGRect) -> [Piece] {
        let c = center.standardized
        let unitCenter = c.minX <= 0 && c.minY <= 0 && c.maxX >= 1 && c.maxY >= 1
        guard !unitCenter, c.minX.isFinite, c.minY.isFinite, c.width.isFinite, c.height.isFinite else {
            return [Piece(source: source, destination: destination)]
        }
        func stops(unit lo: CGFloat, _ hi: CGFloat, source s0: CGFloat, _ sLength: CGFloat, natural n: CGFloat,
                   destination d0: CGFloat, _ dLength: CGFloat) -> (source: [CGFloat], destination: [CGFloat]) {
            let a = min(max(lo, 0), 1), b = min(max(hi, a), 1)
            var head = a * n, tail = (1 - b) * n
            if head + tail > dLength, head + tail > 0 {
                let shrink = dLength / (head + tail)
                head *= shrink
                tail *= shrink
            }
            return ([s0, s0 + a * sLength, s0 + b * sLength, s0 + sLength],
                    [d0, d0 + head, d0 + dLength - tail, d0 + dLength])
        }
        let xs = stops(unit: c.minX, c.maxX, source: source.minX, source.width, natural: natural.width,
                       destination: destination.minX, destination.width)
        let ys = stops(unit: c.minY, c.maxY, source: source.minY, source.height, natural: natural.height,
                       destination: destination.minY, destination.height)
        var pieces: [Piece] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let s = CGRect(x: xs.source[i], y: ys.source[j], width: xs.source[i + 1] - xs.source[i],
                               height: ys.source[j + 1] - ys.source[j])
                let d = CGRect(x: xs.destination[i], y: ys.destination[j],
                               width: xs.destination[i + 1] - xs.destination[i],
                               height: ys.destination[j + 1] - ys.destination[j])
                if s.width > 0, s.height > 0, d.width > 0, d.height > 0 { pieces.append(Piece(source: s, destination: d)) }
            }
        }
        return pieces
    }
}
