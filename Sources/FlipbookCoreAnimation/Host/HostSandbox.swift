#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A host's app container: a fresh temporary directory laid out as an iOS app's home (`Documents`, `Library`,
/// `Library/Caches`, `tmp`), made on first use and removed with everything in it when the host goes away — so
/// that code writing to its Documents directory (chapter 5's cases) never writes into the user's home, and tests
/// running in parallel never see each other's files.
final class HostSandbox {
    /// The container's home directory, `nil` when it could not be made (the temporary folder is not writable).
    let home: URL?

    init() {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("flipbook-app.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) } != nil
        let home = made ? URL(fileURLWithPath: template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) },
                              isDirectory: true) : nil
        for folder in HostSandbox.folders {
            guard let home else { break }
            try? FileManager.default.createDirectory(at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        self.home = home
    }

    deinit {
        if let home { try? FileManager.default.removeItem(at: home) }
    }

    /// The folders of an iOS app's container.
    static let folders = ["Documents", "Library/Caches", "tmp"]

    /// The path of `directory` inside the container, relative to its home, for the directories an iOS app's
    /// container has; `nil` for the others.
    static func relativePath(of directory: FileManager.SearchPathDirectory) -> String? {
        switch directory {
        case .documentDirectory: "Documents"
        case .libraryDirectory: "Library"
        case .cachesDirectory: "Library/Caches"
        case .applicationSupportDirectory: "Library/Application Support"
        default: nil
        }
    }
}

extension LayerHost {
    private static let sandboxKey = "FlipbookCoreAnimation.sandbox"

    /// Flipbook: the home directory of this host's app container — a temporary directory with `Documents`,
    /// `Library`, `Library/Caches` and `tmp`, made on first use and deleted when the host is deallocated. What
    /// `NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)` answers inside the host
    /// (its `Documents`). `nil` only when the system's temporary folder is not writable.
    public var sandboxDirectory: URL? {
        if let sandbox = attachedObjects[Self.sandboxKey] as? HostSandbox { return sandbox.home }
        let sandbox = HostSandbox()
        attachedObjects[Self.sandboxKey] = sandbox
        return sandbox.home
    }
}
