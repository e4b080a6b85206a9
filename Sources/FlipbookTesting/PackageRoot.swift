import Foundation

/// Finds the Swift package that contains a source file.
enum PackageRoot {
    /// The nearest folder at or above `filePath`'s folder holding a `Package.swift`; the file's own folder
    /// when there is none.
    static func containing(_ filePath: String) -> String {
        var directory = (filePath as NSString).deletingLastPathComponent
        let fileManager = FileManager.default
        while !directory.isEmpty && directory != "/" {
            if fileManager.fileExists(atPath: directory + "/Package.swift") { return directory }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return (filePath as NSString).deletingLastPathComponent
    }
}
