/// How ``CFURLCreateWithFileSystemPath(_:_:_:_:)`` reads a path, with Core Foundation's raw values.
public enum CFURLPathStyle: Int, Sendable {
    /// Slash-separated POSIX paths (`/var/mobile/…`).
    case cfurlposixPathStyle = 0
    /// Colon-separated classic Mac OS paths. Deprecated by Apple since macOS 10.9.
    @available(*, deprecated, message: "Carbon File Manager is deprecated, use kCFURLPOSIXPathStyle where possible")
    case cfurlhfsPathStyle = 1
    /// Backslash-separated Windows paths (`C:\\Users\\…`).
    case cfurlWindowsPathStyle = 2
}
