#if canImport(Glibc)
import Glibc
#endif
import Foundation
import FlipbookImageIO
import Testing

/// Reading and writing PNG files: atomic writes, folders created, I/O errors naming the file.
@Suite("PNG files")
struct PNGFileTests {
    /// A fresh folder for one test, removed afterwards.
    private final class TemporaryFolder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory
                .appendingPathComponent("flipbook-png-tests-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test("a written file reads back identical, and holds the encoded bytes")
    func writeThenRead() throws {
        let folder = try TemporaryFolder()
        let image = PNGTestData.sampleImage()
        let path = "\(folder.path)/nested/folders/sample.png"
        try PNGCodec.write(image, to: path)
        #expect(try PNGCodec.read(contentsOf: path) == image)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == (try PNGCodec.encode(image)))
    }

    @Test("overwriting leaves only the new file, no temporary files")
    func overwriteIsAtomic() throws {
        let folder = try TemporaryFolder()
        let path = "\(folder.path)/golden.png"
        try PNGCodec.write(RGBAImage(width: 3, height: 3, red: 1, green: 2, blue: 3, alpha: 255), to: path)
        let replacement = PNGTestData.sampleImage()
        try PNGCodec.write(replacement, to: path)
        #expect(try PNGCodec.read(contentsOf: path) == replacement)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["golden.png"])
    }

    @Test("concurrent writers of one path leave one complete file")
    func concurrentWrites() async throws {
        let folder = try TemporaryFolder()
        let path = "\(folder.path)/shared.png"
        let images = (1...8).map { RGBAImage(width: 20, height: 10, red: UInt8($0), green: 0, blue: 0, alpha: 255) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for image in images {
                group.addTask { try PNGCodec.write(image, to: path) }
            }
            try await group.waitForAll()
        }
        #expect(images.contains(try PNGCodec.read(contentsOf: path)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shared.png"])
    }

    @Test("a missing file is an I/O error naming it")
    func missingFile() throws {
        let folder = try TemporaryFolder()
        let path = "\(folder.path)/missing.png"
        #expect(throws: ImageIOError(.io, path: path, message: "cannot open file: No such file or directory")) {
            try PNGCodec.read(contentsOf: path)
        }
    }

    @Test("a folder is not readable as a PNG")
    func folderIsNotAFile() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ImageIOError(.io, path: folder.path, message: "is a directory")) {
            try PNGCodec.read(contentsOf: folder.path)
        }
    }

    @Test("a named pipe is refused without blocking, with or without a writer")
    func namedPipe() throws {
        let folder = try TemporaryFolder()
        let path = "\(folder.path)/pipe.png"
        try #require(mkfifo(path, 0o600) == 0)
        let expected = ImageIOError(.io, path: path, message: "is a named pipe (FIFO), not a regular file")
        #expect(readWithTimeout(path, unblocking: nil) == .failure(expected))

        // With a writer attached, a reader that opened the pipe would wait for data forever; the test
        // keeps its own ends open and closes them on a timeout, so a regression fails instead of hanging.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        try #require(reader >= 0 && writer >= 0)
        _ = [UInt8](repeating: 0x89, count: 4).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        #expect(readWithTimeout(path, unblocking: [writer, reader]) == .failure(expected))
    }

    @Test("a character device (/dev/zero) is refused without reading it")
    func characterDevice() throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/zero"))
        #expect(readWithTimeout("/dev/zero", unblocking: nil) == .failure(
            ImageIOError(.io, path: "/dev/zero", message: "is a character device, not a regular file")
        ))
    }

    @Test("a 1 GiB file that is not a PNG is refused from its first 8 bytes")
    func largeNonPNG() throws {
        let folder = try TemporaryFolder()
        let path = "\(folder.path)/zeros.png"
        try makeSparseFile(path, startingWith: Array("not a PNG".utf8), size: 1 << 30)
        #expect(throws: ImageIOError(.notPNG, path: path, message: "the data does not start with the PNG signature")) {
            try PNGCodec.read(contentsOf: path)
        }
    }

    @Test("a file larger than the size limit is refused from its size, with the limit in the message")
    func fileSizeLimit() throws {
        let folder = try TemporaryFolder()
        let path = "\(folder.path)/huge.png"
        let valid = try PNGCodec.encode(PNGTestData.sampleImage())
        try makeSparseFile(path, startingWith: valid, size: 1 << 30)
        let limit = PNGCodec.fileByteLimit(pixelLimit: PNGCodec.defaultPixelLimit)
        #expect(limit == 592_777_216)
        #expect(throws: ImageIOError(.tooLarge, path: path, message: "the file has 1073741824 bytes, more than the limit of \(limit)")) {
            try PNGCodec.read(contentsOf: path)
        }
        // The limit follows the pixel limit, and a file within it (bytes after IEND are ignored) reads.
        #expect(PNGCodec.fileByteLimit(pixelLimit: 1_000) == 9_000 + (16 << 20))
        #expect(PNGCodec.fileByteLimit(pixelLimit: .max) == .max)
        try makeSparseFile(path, startingWith: valid, size: 1 << 20)
        #expect(try PNGCodec.read(contentsOf: path, pixelLimit: 1_000) == PNGTestData.sampleImage())
    }

    /// Reads `path` on another thread and waits at most 10 s. On a timeout the descriptors in `unblocking`
    /// are closed, which ends a read stuck on a pipe, and the result is `nil`.
    private func readWithTimeout(_ path: String, unblocking descriptors: [Int32]?) -> Result<RGBAImage, ImageIOError>? {
        let outcome = ReadOutcome()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            outcome.set(Result { () throws(ImageIOError) in try PNGCodec.read(contentsOf: path) })
            done.signal()
        }
        let timedOut = done.wait(timeout: .now() + 10) == .timedOut
        for descriptor in descriptors ?? [] { close(descriptor) }
        if timedOut {
            Issue.record("reading \(path) blocked for 10 s")
            return nil
        }
        return outcome.get()
    }

    private final class ReadOutcome: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<RGBAImage, ImageIOError>?
        func set(_ value: Result<RGBAImage, ImageIOError>) { lock.withLock { result = value } }
        func get() -> Result<RGBAImage, ImageIOError>? { lock.withLock { result } }
    }

    /// Writes `prefix` to a new file at `path` and extends it to `size` bytes with a hole (no disk used).
    private func makeSparseFile(_ path: String, startingWith prefix: [UInt8], size: Int) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let written = prefix.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        try #require(written == prefix.count)
        try #require(ftruncate(descriptor, off_t(size)) == 0)
    }

    @Test("a truncated file names its path and the chunk that was cut")
    func truncatedFile() throws {
        let folder = try TemporaryFolder()
        let path = "\(folder.path)/cut.png"
        let bytes = try PNGCodec.encode(PNGTestData.sampleImage())
        try Data(bytes.prefix(bytes.count - 20)).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: ImageIOError.self) { try PNGCodec.read(contentsOf: path) }
        #expect(error.kind == .truncated)
        #expect(error.description == "\(path): truncated PNG (\(error.message))")
        #expect(error.message.hasPrefix("chunk IDAT declares "))
    }

    @Test("writing into a path whose parent is a file fails with an I/O error")
    func unwritablePath() throws {
        let folder = try TemporaryFolder()
        let blocker = "\(folder.path)/file"
        try Data([1]).write(to: URL(fileURLWithPath: blocker))
        let error = try #require(throws: ImageIOError.self) {
            try PNGCodec.write(PNGTestData.sampleImage(), to: "\(blocker)/image.png")
        }
        #expect(error.kind == .io)
        #expect(error.path == "\(blocker)/image.png")
    }

    @Test("an empty image cannot be written")
    func emptyImage() throws {
        let folder = try TemporaryFolder()
        let path = "\(folder.path)/empty.png"
        let error = try #require(throws: ImageIOError.self) {
            try PNGCodec.write(RGBAImage(width: 0, height: 0, red: 0, green: 0, blue: 0, alpha: 0), to: path)
        }
        #expect(error.kind == .invalidSize)
        #expect(error.path == path)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
