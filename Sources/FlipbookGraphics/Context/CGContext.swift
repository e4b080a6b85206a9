import Foundation
import FlipbookImageIO
import FlipbookRaster

/// A Quartz 2D drawing destination: a bitmap context drawn by Flipbook's deterministic renderer.
///
/// As on Apple platforms, memory row 0 is the top row of the image, while user space has its origin at the
/// bottom-left corner with y pointing up (the CTM starts as the identity). Code written for UIKit's top-left
/// space flips the CTM first:
/// ```swift
/// context.translateBy(x: 0, y: CGFloat(context.height))
/// context.scaleBy(x: 1, y: -1)
/// ```
/// Supported bitmaps have 8 bits per component and 32 bits per pixel in an RGB colour space, with alpha
/// info `premultipliedLast`, `premultipliedFirst`, `noneSkipLast` or `noneSkipFirst` and the default,
/// 32-bit big or 32-bit little byte order. Drawing is anti-aliased by exact area coverage; colours are
/// composited on sRGB-encoded premultiplied values, as Core Graphics does.
///
/// A context is not thread-safe: use it from one thread (or task) at a time.
public final class CGContext {
    /// The width of the bitmap in pixels.
    public let width: Int
    /// The height of the bitmap in pixels.
    public let height: Int
    /// The number of bytes from one row of the bitmap to the next.
    public let bytesPerRow: Int
    /// The colour space of the bitmap.
    public let colorSpace: CGColorSpace?

    let storage: BitmapStorage
    /// The renderer's copy of the bitmap, the authority until the memory is shared; empty (0 × 0) from then on,
    /// so that the context holds one bitmap: each operation loads the region it touches from the memory into a
    /// pixmap of that region's size, draws, and stores it back (see ``BitmapStorage``).
    var surface: Pixmap
    let painter = Painter()
    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// The current path, in the default user space (points are mapped by the CTM when they are added).
    var currentPath = PathData()
    /// Open transparency layers, innermost last.
    var layers: [Pixmap] = []
    /// For each open transparency layer, the depth of the state stack right after its begin.
    var layerStateDepths: [Int] = []

    /// The most bytes a context's bitmap may take (`bytesPerRow × height`): 256,000,000, four bytes for each of
    /// `PNGCodec.defaultPixelLimit` pixels (64 megapixels, the limit of Flipbook's image
    /// decoders). The initialiser returns `nil` beyond it. A Flipbook addition: Core Graphics has no
    /// documented limit, but returns `nil` when it cannot allocate the memory.
    public static let maximumByteCount = 4 * PNGCodec.defaultPixelLimit

    /// Creates a bitmap context.
    ///
    /// - Parameters:
    ///   - data: memory for at least `bytesPerRow × height` bytes, or `nil` to let the context allocate
    ///     (zero-filled) memory that lives as long as the context. Memory you pass is read and written by
    ///     every drawing operation and must outlive the context.
    ///   - width: the width in pixels (positive).
    ///   - height: the height in pixels (positive).
    ///   - bitsPerComponent: must be 8.
    ///   - bytesPerRow: at least `4 × width`, or 0 to use `4 × width`.
    ///   - space: an RGB colour space.
    ///   - bitmapInfo: a ``CGImageAlphaInfo`` raw value (premultiplied or skipped alpha), optionally ORed with
    ///     a 32-bit ``CGBitmapInfo`` byte order.
    /// - Returns: `nil` for any unsupported combination, as Core Graphics does, and for a bitmap of more than
    ///   ``maximumByteCount`` bytes (`bytesPerRow × height`), checked before anything is allocated.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        guard let rowBytes = Self.rowBytes(width: width, height: height, bytesPerRow: bytesPerRow),
              bitsPerComponent == 8, space.model == .rgb,
              let format = PixelFormat(bitmapInfo: bitmapInfo), format.isPremultiplied || format.isOpaque,
              let surface = try? Pixmap(width: data == nil ? width : 0, height: data == nil ? height : 0,
                                        fill: format.isOpaque ? 0xFF00_0000 : 0)
        else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.colorSpace = space
        self.surface = surface
        storage = BitmapStorage(data: data, width: width, height: height, bytesPerRow: rowBytes, format: format)
    }

    /// The bytes per row of a bitmap of `width × height` pixels (`bytesPerRow`, or `4 × width` for 0), or `nil`
    /// when a side is not positive, the rows are too short for `width`, or the bitmap would take more than
    /// ``maximumByteCount`` bytes (no product overflows on the way).
    static func rowBytes(width: Int, height: Int, bytesPerRow: Int) -> Int? {
        guard width > 0, height > 0, width <= maximumByteCount / 4 else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes >= width * 4, rowBytes <= maximumByteCount / height else { return nil }
        return rowBytes
    }

    /// The bitmap's memory, in the layout given by ``bitmapInfo``, `bytesPerRow` bytes per row. From the
    /// first time you ask for it, every drawing call reads and writes this memory, so you may read and
    /// change pixels between calls.
    public var data: UnsafeMutableRawPointer? {
        if !storage.isShared {
            storage.share(from: surface)
            surface = Pixmap.validated(width: 0, height: 0)  // the memory holds the pixels from now on
        }
        return storage.base
    }
    /// The number of bits of each colour component (always 8).
    public var bitsPerComponent: Int { 8 }
    /// The number of bits of each pixel (always 32).
    public var bitsPerPixel: Int { 32 }
    /// The alpha info of the bitmap.
    public var alphaInfo: CGImageAlphaInfo { storage.format.alphaInfo }
    /// The alpha info and byte order of the bitmap.
    public var bitmapInfo: CGBitmapInfo { storage.format.bitmapInfo }

    /// Returns an image holding a copy of the bitmap's current pixels (drawing in an open transparency
    /// layer is not included until the layer ends). An image of a context in the renderer's layout
    /// (`premultipliedLast`, default byte order, packed rows) that was never shared shares the context's pixels
    /// until the context next draws, which copies them: one copy, made only when needed.
    public func makeImage() -> CGImage? {
        if storage.isShared {
            return CGImage(width: width, height: height, bytesPerRow: bytesPerRow, format: storage.format,
                           colorSpace: colorSpace, storedBytes: storage.bytes)
        }
        if CGImage.holdsPixmapBytes(format: storage.format, width: width, bytesPerRow: bytesPerRow) {
            // The image shares the pixmap until the next drawing call copies it (one copy, made when needed).
            return CGImage(width: width, height: height, bytesPerRow: bytesPerRow, format: storage.format,
                           colorSpace: colorSpace, storedBytes: nil, pixmap: surface)
        }
        var bytes = [UInt8](repeating: 0, count: bytesPerRow * height)
        surface.pixels.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBytes { destination in
                for row in 0..<height {
                    storage.format.store(source.baseAddress! + row * width,
                                         into: destination.baseAddress! + row * bytesPerRow, count: width)
                }
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: bytesPerRow, format: storage.format,
                       colorSpace: colorSpace, storedBytes: bytes, pixmap: surface)
    }

    /// The bitmap's current pixels as a premultiplied RGBA pixmap, without the copy into the bitmap's layout that
    /// ``makeImage()`` makes (the compositor composites a layer class's content from it). Drawing in an open
    /// transparency layer is not included until the layer ends.
    package var currentPixmap: Pixmap {
        guard storage.isShared else { return surface }
        var pixmap = Pixmap.validated(width: width, height: height)
        storage.load(PixelRegion(x0: 0, y0: 0, x1: width, y1: height), into: &pixmap)
        return pixmap
    }

    // MARK: - The drawing pipeline

    /// The transform from the default user space (y up) to device pixels (y down).
    var baseToDevice: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    /// The transform from the current user space to device pixels.
    var userToDevice: CGAffineTransform {
        state.ctm.concatenating(baseToDevice)
    }

    /// Runs one drawing operation. `body` draws into the given target with the given blend mode and clip,
    /// mapping device coordinates to the target's pixels with the given translation (identity when the
    /// target is the context's pixmap or a transparency layer; the region's corner when it is the touched region
    /// of shared memory or a shadow's offscreen); `deviceBounds` bounds what it can touch (device
    /// pixels, y down; `CGRect.infinite` for anything, `CGRect.null` for nothing).
    ///
    /// The shadow of the graphics state, if any, is drawn first from the alpha of what the operation
    /// draws, as Core Graphics does: the operation is drawn into an offscreen pixmap covering everything
    /// that can reach the bitmap directly or through its shadow (content beyond the bitmap's edges casts
    /// its shadow into it), whose alpha is blurred and painted at the shadow offset before the content is
    /// composited. Open transparency layers receive the drawing instead of the bitmap.
    func perform(deviceBounds: CGRect, shadowed: Bool = true,
                 _ body: (_ target: inout Pixmap, _ blend: BlendMode, _ clip: Mask?, _ toTarget: Transform2D) -> Void) {
        let bitmap = PixelRegion(x0: 0, y0: 0, x1: width, y1: height)
        var region = PixelRegion(covering: deviceBounds, within: bitmap)
        // The offset is in base space, y up: a positive height moves the shadow up the image. `setShadow`
        // bounds the offset and the blur, so these conversions cannot trap.
        let shadowGeometry = (shadowed ? state.shadow : nil).flatMap { shadow -> (GraphicsState.Shadow, (x: Int, y: Int), Double, Int)? in
            let sigma = Double(shadow.blur) / 2
            let shift = (x: Int(shadow.offset.width.rounded()), y: -Int(shadow.offset.height.rounded()))
            let spread = Int((3 * sigma).rounded(.up)) + 1
            // A shadow that cannot reach the bitmap is not drawn, and allocates nothing: its offset moves it past
            // the bitmap and its blur margin, or what it shadows lands outside the bitmap even with that margin.
            guard shadow.color.alpha > 0, abs(shift.x) < width + 2 * spread, abs(shift.y) < height + 2 * spread,
                  !PixelRegion(covering: deviceBounds.offsetBy(dx: CGFloat(shift.x), dy: CGFloat(shift.y)),
                               margin: 1 + spread, within: bitmap).isEmpty
            else { return nil }
            return (shadow, shift, sigma, spread)
        }
        let shadow = shadowGeometry?.0
        var shadowShift = (x: 0, y: 0)
        var sigma = 0.0
        var contentArea = region
        if let (_, shift, shadowSigma, spread) = shadowGeometry {
            shadowShift = shift
            sigma = shadowSigma
            let reach = PixelRegion(x0: -shadowShift.x, y0: -shadowShift.y, x1: width - shadowShift.x,
                                    y1: height - shadowShift.y).expanded(by: spread)
            contentArea = PixelRegion(covering: deviceBounds, within: bitmap.union(reach)).expanded(by: spread)
            let shadowBounds = deviceBounds.offsetBy(dx: CGFloat(shadowShift.x), dy: CGFloat(shadowShift.y))
            region = region.union(PixelRegion(covering: shadowBounds, margin: 1 + spread, within: bitmap))
        }
        guard !region.isEmpty else { return }
        let drawsToBitmap = layers.isEmpty
        let synchronized = drawsToBitmap && storage.isShared
        // The pixmap drawn into covers `window` of the device: the touched region, loaded from the memory and
        // stored back, when the memory is shared; otherwise the whole bitmap (the pixmap or a layer).
        let window = synchronized ? region : bitmap
        var target: Pixmap
        if synchronized {
            target = Pixmap.validated(width: region.x1 - region.x0, height: region.y1 - region.y0)
            storage.load(region, into: &target)
        } else if drawsToBitmap {
            target = surface
            surface = Pixmap.validated(width: 0, height: 0)  // keep `target` uniquely referenced
        } else {
            target = layers.removeLast()
        }
        let clip = synchronized ? state.clip.map { $0.cropped(to: window) } : state.clip
        let blend = state.blendMode.raster
        if let shadow, !contentArea.isEmpty {
            let origin = (x: contentArea.x0, y: contentArea.y0)
            var content = Pixmap.validated(width: contentArea.x1 - contentArea.x0, height: contentArea.y1 - contentArea.y0)
            body(&content, .normal, state.clip.map { $0.cropped(to: contentArea) },
                 .translation(Double(-origin.x), Double(-origin.y)))
            var mask = Mask(alphaOf: content)
            ShadowBlur.blur(&mask, sigma: sigma)
            painter.fill(mask: mask, x: origin.x + shadowShift.x - window.x0, y: origin.y + shadowShift.y - window.y0,
                         in: &target, paint: .solid(shadow.color), blend: blend, clip: clip)
            painter.composite(content, x: origin.x - window.x0, y: origin.y - window.y0, onto: &target, blend: blend)
        } else if shadow == nil {
            body(&target, blend, clip, .translation(Double(-window.x0), Double(-window.y0)))
        }
        if synchronized {
            storage.store(region, from: target)
        } else if drawsToBitmap && storage.format.isOpaque {
            target.makeOpaque(region)
        }
        if !drawsToBitmap {
            layers.append(target)
        } else if !synchronized {
            surface = target
        }
    }

    /// The device bounds of an engine path mapped by `transform`.
    func deviceBounds(of path: RasterPath, transform: CGAffineTransform) -> CGRect {
        let box = path.controlPointBounds
        guard box.minX <= box.maxX, box.minY <= box.maxY else { return .null }
        return CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
            .applying(transform)
    }
}
