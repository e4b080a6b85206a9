import Foundation

/// Access to the bytes behind a ``CGImage`` (`image.dataProvider?.data`), as on Apple platforms.
public final class CGDataProvider: Sendable {
    private let bytes: Data

    init(bytes: Data) {
        self.bytes = bytes
    }

    /// A copy of the provider's bytes.
    public var data: CFData? { bytes as NSData }
}
