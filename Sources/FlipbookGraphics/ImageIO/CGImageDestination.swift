import FlipbookImageIO
import Foundation

/// An image destination: ImageIO's opaque type that writes images and their properties to a file or a
/// `CFMutableData` (PNG or GIF in Flipbook), made by `CGImageDestinationCreateWithURL(_:_:_:_:)` or
/// `CGImageDestinationCreateWithData(_:_:_:_:)`.
///
/// Images and properties are collected as they are added and the file is encoded and written by
/// `CGImageDestinationFinalize(_:)`, so file properties set after the images (as the book's § 5.5 does) still apply.
/// A destination belongs to one thread at a time.
public final class CGImageDestination {
    /// Where the finished file goes.
    enum Target {
        /// The file at a path, written atomically.
        case file(String)
        /// Appended to mutable data.
        case data(NSMutableData)
    }

    let target: Target
    let encoder: any ImageFileEncoder.Type
    /// The number of images the destination was made for (at least 1).
    let capacity: Int
    private(set) var images: [DestinationImage] = []
    private(set) var fileProperties: [String: Any] = [:]
    private(set) var isFinalized = false

    init(target: Target, encoder: any ImageFileEncoder.Type, count: Int) {
        self.target = target
        self.encoder = encoder
        capacity = max(count, 1)
    }

    /// Adds `image` unless the destination is full or finalized (ImageIO logs an error and ignores the image).
    func add(_ image: CGImage, properties: CFDictionary?) {
        guard !isFinalized, images.count < capacity else { return }
        images.append(DestinationImage(image: image, properties: PropertyValues.dictionary(properties) ?? [:]))
    }

    /// Merges `properties` into the file's properties (a nested dictionary such as the GIF one is merged key by key).
    func setProperties(_ properties: CFDictionary?) {
        guard !isFinalized, let properties = PropertyValues.dictionary(properties) else { return }
        for (key, value) in properties {
            if let nested = PropertyValues.dictionary(value), let existing = PropertyValues.dictionary(fileProperties[key]) {
                fileProperties[key] = existing.merging(nested) { _, new in new }
            } else {
                fileProperties[key] = value
            }
        }
    }

    /// Encodes and writes the file once; `false` when there is no image, it was finalized before, or encoding or
    /// writing fails.
    func finalize() -> Bool {
        guard !isFinalized, !images.isEmpty else { return false }
        isFinalized = true
        do {
            let bytes = try encoder.encode(images, fileProperties: fileProperties)
            switch target {
            case .file(let path): try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            case .data(let data): data.append(bytes, length: bytes.count)
            }
            return true
        } catch {
            return false
        }
    }
}
