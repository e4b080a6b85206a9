#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whole-file reads and atomic whole-file writes, with the operating system's error text in failures.
enum FileIO {
    /// Reads the regular file at `path`, refusing anything else before reading a byte.
    ///
    /// The file is opened with `O_NONBLOCK`, so a named pipe without a writer cannot block the open, and
    /// `fstat` must report a regular file: a directory, pipe, socket or device is an ``ImageIOError/Kind/io``
    /// error. Then the first `header.count` bytes are read and given to `header.check` (a format's signature
    /// test) before anything else is read, so a large file of another format costs one small read. A file
    /// of more than `byteLimit` bytes is refused (``ImageIOError/Kind/tooLarge``) before its body is read,
    /// and no more than `byteLimit` bytes are ever read, even from a file that grows meanwhile.
    static func readRegularFile(
        _ path: String,
        byteLimit: Int,
        header: (count: Int, check: ([UInt8]) throws(ImageIOError) -> Void)
    ) throws(ImageIOError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw systemError("cannot open file", path: path) }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw systemError("cannot stat file", path: path) }
        if let kind = nonRegularKind(status.st_mode) {
            throw ImageIOError(.io, path: path, message: kind)
        }
        // Only regular files get this far, where O_NONBLOCK has no effect; cleared all the same, so no
        // read can ever return EAGAIN.
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
            throw systemError("cannot clear O_NONBLOCK", path: path)
        }

        var bytes: [UInt8] = []
        try append(from: descriptor, upTo: header.count, path: path, to: &bytes)
        try header.check(bytes)
        let size = Int(status.st_size)
        guard size <= byteLimit else {
            throw ImageIOError(.tooLarge, path: path, message: "the file has \(size) bytes, more than the limit of \(byteLimit)")
        }
        bytes.reserveCapacity(size)
        // One byte past the limit tells a file that grew beyond it from one that ends exactly there.
        try append(from: descriptor, upTo: byteLimit + 1, path: path, to: &bytes)
        guard bytes.count <= byteLimit else {
            throw ImageIOError(.tooLarge, path: path, message: "the file grew past the limit of \(byteLimit) bytes while being read")
        }
        return bytes
    }

    /// What a file of mode `mode` is, when it is not a regular file.
    private static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a directory"
        case S_IFIFO: "is a named pipe (FIFO), not a regular file"
        case S_IFCHR: "is a character device, not a regular file"
        case S_IFBLK: "is a block device, not a regular file"
        case S_IFSOCK: "is a socket, not a regular file"
        default: "is not a regular file"
        }
    }

    /// Appends bytes read from `descriptor` to `bytes` until it holds `limit` bytes or the file ends.
    private static func append(from descriptor: Int32, upTo limit: Int, path: String, to bytes: inout [UInt8]) throws(ImageIOError) {
        let chunkSize = 1 << 20
        while bytes.count < limit {
            let start = bytes.count
            let wanted = min(chunkSize, limit - start)
            bytes.append(contentsOf: repeatElement(0, count: wanted))
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + start, wanted)
            }
            if received < 0 {
                bytes.removeLast(wanted)
                if errno == EINTR { continue }
                throw systemError("cannot read file", path: path)
            }
            bytes.removeLast(wanted - received)
            if received == 0 { return }
        }
    }

    /// Writes `bytes` to `path` atomically: the data goes to a temporary file in the same folder, which
    /// is then renamed over `path`, so readers see either the old file or the complete new one.
    /// Missing parent folders are created.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ImageIOError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ImageIOError(.io, path: path, message: "cannot create folder \(folder.path): \(error.localizedDescription)")
        }

        var template = Array("\(folder.path)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw systemError("cannot create temporary file", path: path) }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }

        do throws(ImageIOError) {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            guard fchmod(descriptor, 0o644) == 0 else { throw systemError("cannot set permissions", path: path) }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, path) == 0 else {
            let error = systemError("cannot rename temporary file into place", path: path)
            unlink(temporaryPath)
            throw error
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(ImageIOError) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw systemError("cannot write file", path: path)
            }
            written += result
        }
    }

    private static func systemError(_ action: String, path: String) -> ImageIOError {
        ImageIOError(.io, path: path, message: "\(action): \(String(cString: strerror(errno)))")
    }
}
