import FlipbookGraphics
import FlipbookRaster
import Foundation

/// Draws particles into a context whose user space is the emitter layer's coordinates (y down): each particle is
/// its cell's `contents` image (the part `contentsRect` picks, `contentsScale` pixels per point), centred on its
/// position, rotated, scaled and multiplied by its colour, in the order of the render mode, with source-over or —
/// for ``CAEmitterLayerRenderMode/additive`` — plus-lighter.
///
/// The colour's red, green and blue multiply the image's pixels once per distinct colour (to 8 bits) and cell,
/// in a frame's cache; its alpha is the context's alpha.
final class ParticleRenderer {
    /// A cell's image as drawn: the part `contentsRect` picks and its size in points.
    private struct Sprite {
        let image: CGImage
        let size: CGSize
    }

    /// A tinted sprite's key: the cell and the colour's red, green and blue bytes.
    private struct TintKey: Hashable {
        let cell: ObjectIdentifier
        let rgb: SIMD3<UInt8>
    }

    private var sprites: [ObjectIdentifier: Sprite?] = [:]
    private var tinted: [TintKey: CGImage] = [:]

    /// Draws `particles` in the order and with the compositing of `mode`.
    func draw(_ particles: [Particle], mode: CAEmitterLayerRenderMode, in context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(mode == .additive ? .plusLighter : .normal)
        for particle in Self.ordered(particles, mode: mode) { draw(particle, in: context) }
    }

    /// The rectangle that holds every particle's image (an empty rectangle at the origin when none draws).
    static func extent(of particles: [Particle]) -> CGRect {
        var extent = CGRect.null
        for particle in particles {
            guard let size = size(of: particle.cell), particle.position.x.isFinite, particle.position.y.isFinite,
                  particle.scale.isFinite else { continue }
            let reach = abs(particle.scale) * (size.width * size.width + size.height * size.height).squareRoot() / 2
            extent = extent.union(CGRect(x: particle.position.x - reach, y: particle.position.y - reach,
                                         width: 2 * reach, height: 2 * reach))
        }
        return extent.isNull ? .zero : extent
    }

    /// `particles` in the drawing order of `mode`: as emitted for `unordered` and `additive` (cell by cell,
    /// oldest first), by birth for `oldestFirst` and `oldestLast`, by z (farthest first) for `backToFront`; ties
    /// keep the emitted order.
    static func ordered(_ particles: [Particle], mode: CAEmitterLayerRenderMode) -> [Particle] {
        let key: ((Particle) -> Double)? = switch mode {
        case .oldestFirst: { $0.birthTime }
        case .oldestLast: { -$0.birthTime }
        case .backToFront: { $0.position.z }
        default: nil
        }
        guard let key else { return particles }
        return particles.enumerated()
            .sorted { key($0.element) != key($1.element) ? key($0.element) < key($1.element) : $0.offset < $1.offset }
            .map(\.element)
    }

    // MARK: One particle

    private func draw(_ particle: Particle, in context: CGContext) {
        let p = particle.position, scale = particle.scale, color = particle.color
        guard scale != 0, scale.isFinite, p.x.isFinite, p.y.isFinite, particle.rotation.isFinite, color[3] > 0,
              (0..<4).allSatisfy({ color[$0].isFinite }),
              let sprite = sprite(of: particle.cell), let image = tintedImage(sprite, of: particle.cell, color: color)
        else { return }
        context.saveGState()
        context.translateBy(x: p.x, y: p.y)
        context.rotate(by: particle.rotation)
        // The context is y down; an image draws upright in a y-up space.
        context.scaleBy(x: scale, y: -scale)
        context.setAlpha(color[3])
        let magnified = abs(scale) * Double(sprite.size.width) > Double(sprite.image.width)
        let filter = magnified ? particle.cell.magnificationFilter : particle.cell.minificationFilter
        context.interpolationQuality = filter == "nearest" ? .none : .default
        context.draw(image, in: CGRect(x: -sprite.size.width / 2, y: -sprite.size.height / 2,
                                       width: sprite.size.width, height: sprite.size.height))
        context.restoreGState()
    }

    /// The cell's sprite (cached), or `nil` when its contents is not an image or its `contentsRect` picks nothing.
    private func sprite(of cell: CAEmitterCell) -> Sprite? {
        let key = ObjectIdentifier(cell)
        if let cached = sprites[key] { return cached }
        var sprite: Sprite?
        if let image = cell.contents as? CGImage, let size = Self.size(of: cell) {
            let rect = cell.contentsRect
            let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
            let picked = rect == unit ? image : image.cropping(to: CGRect(
                x: rect.minX * CGFloat(image.width), y: rect.minY * CGFloat(image.height),
                width: rect.width * CGFloat(image.width), height: rect.height * CGFloat(image.height)))
            sprite = picked.map { Sprite(image: $0, size: size) }
        }
        sprites[key] = sprite
        return sprite
    }

    /// The size in points a cell's image draws at (scale 1), or `nil` when it draws nothing (no image, a
    /// non-positive or non-finite `contentsScale`, a non-finite `contentsRect`).
    private static func size(of cell: CAEmitterCell) -> CGSize? {
        let rect = cell.contentsRect.standardized
        guard let image = cell.contents as? CGImage, cell.contentsScale > 0, cell.contentsScale.isFinite,
              rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let size = CGSize(width: CGFloat(image.width) * min(rect.width, 1) / cell.contentsScale,
                          height: CGFloat(image.height) * min(rect.height, 1) / cell.contentsScale)
        return size.width > 0 && size.height > 0 ? size : nil
    }

    /// The sprite's image with its red, green and blue multiplied by the colour's (cached by 8-bit colour).
    private func tintedImage(_ sprite: Sprite, of cell: CAEmitterCell, color: SIMD4<Double>) -> CGImage? {
        let rgb = SIMD3<UInt8>((0..<3).map { UInt8((min(max(color[$0], 0), 1) * 255).rounded()) })
        if rgb == SIMD3(repeating: 255) { return sprite.image }
        let key = TintKey(cell: ObjectIdentifier(cell), rgb: rgb)
        if let cached = tinted[key] { return cached }
        var pixmap = sprite.image.pixmap
        let r = UInt32(rgb.x), g = UInt32(rgb.y), b = UInt32(rgb.z)
        for i in pixmap.pixels.indices {
            let pixel = pixmap.pixels[i]
            pixmap.pixels[i] = PixelOps.pack(PixelOps.div255((pixel & 0xFF) * r), PixelOps.div255((pixel >> 8 & 0xFF) * g),
                                             PixelOps.div255((pixel >> 16 & 0xFF) * b), pixel >> 24)
        }
        let image = CGImage(pixmap: pixmap)
        tinted[key] = image
        return image
    }
}
