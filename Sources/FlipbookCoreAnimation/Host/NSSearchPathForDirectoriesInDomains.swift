import Foundation

/// Foundation's function, answering for the current host's app inside a ``LayerHost``, as on iOS, where an app
/// finds its own container: for the user domain, `Documents`, `Library`, `Library/Caches` and
/// `Library/Application Support` of ``LayerHost/sandboxDirectory`` (a temporary directory removed with the host);
/// `~/Documents` and so on when `expandTilde` is `false`; no path for the other directories or domains, which an
/// iOS app's container does not have. Outside a host, Foundation's answer.
///
/// This function shadows Foundation's in files that reach Foundation through Flipbook (`import UIKit`,
/// `import QuartzCore`, `import Flipbook`), as ``Timer`` does; `FileManager.default.urls(for:in:)` is a method and
/// cannot be shadowed: it gives Foundation's answer (the user's home) even inside a host.
public func NSSearchPathForDirectoriesInDomains(
    _ directory: FileManager.SearchPathDirectory, _ domainMask: FileManager.SearchPathDomainMask, _ expandTilde: Bool
) -> [String] {
    guard let host = LayerHost.current else {
        return Foundation.NSSearchPathForDirectoriesInDomains(directory, domainMask, expandTilde)
    }
    guard domainMask.contains(.userDomainMask), let relativePath = HostSandbox.relativePath(of: directory) else { return [] }
    guard expandTilde else { return ["~/" + relativePath] }
    guard let home = host.sandboxDirectory else { return [] }
    return [home.appendingPathComponent(relativePath).path]
}
