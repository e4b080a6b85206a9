#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The device and inode of an existing file, after following symbolic links (`stat`): two paths with equal
/// identities name the same file, whether they are the same path spelled differently, a symbolic link to
/// it or a hard link.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`, or `nil` when `stat` finds nothing there.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
