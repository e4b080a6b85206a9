import Foundation

/// A file URL for `filePath`, as Core Foundation's function: POSIX paths as given (a relative path is resolved
/// against the current directory), Windows paths with their backslashes turned into slashes; `isDirectory` marks a
/// directory URL (a trailing slash). `nil` for a `nil` or empty path, or for a classic Mac OS (HFS) path, which
/// Flipbook does not read.
public func CFURLCreateWithFileSystemPath(
    _ allocator: CFAllocator!, _ filePath: CFString!, _ pathStyle: CFURLPathStyle, _ isDirectory: Bool
) -> CFURL! {
    guard let filePath, filePath.length > 0 else { return nil }
    let path: String
    switch pathStyle.rawValue {
    case CFURLPathStyle.cfurlposixPathStyle.rawValue: path = String(filePath)
    case CFURLPathStyle.cfurlWindowsPathStyle.rawValue: path = String(filePath).replacingOccurrences(of: "\\", with: "/")
    default: return nil
    }
    return URL(fileURLWithPath: path, isDirectory: isDirectory) as NSURL
}
