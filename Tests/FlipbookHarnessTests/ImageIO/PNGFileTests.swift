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

    @Test("a truncated file names its path and libpng's message")
    func truncatedFile() throws {
        let folder = try TemporaryFolder()
        let path = "\(folder.path)/cut.png"
        let bytes = try PNGCodec.encode(PNGTestData.sampleImage())
        try Data(bytes.prefix(bytes.count - 20)).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: ImageIOError.self) { try PNGCodec.read(contentsOf: path) }
        #expect(error.kind == .truncated)
        #expect(error.description == "\(path): truncated PNG (\(error.message))")
        #expect(error.message.hasPrefix("libpng: "))
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
