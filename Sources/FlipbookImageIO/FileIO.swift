#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whole-file reads and atomic whole-file writes, with the operating system's error text in failures.
enum FileIO {
    /// Reads the whole file at `path`.
    static func readAll(_ path: String) throws(ImageIOError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw systemError("cannot open file", path: path) }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw systemError("cannot stat file", path: path) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            throw ImageIOError(.io, path: path, message: "is a directory")
        }

        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(status.st_size))
        let chunkSize = 1 << 20
        while true {
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: chunkSize))
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + start, chunkSize)
            }
            if received < 0 {
                if errno == EINTR {
                    bytes.removeLast(chunkSize)
                    continue
                }
                throw systemError("cannot read file", path: path)
            }
            bytes.removeLast(chunkSize - received)
            if received == 0 { return bytes }
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
