import FlipbookCoreAnimation
import Testing

/// Each host's app container: what `NSSearchPathForDirectoriesInDomains` answers inside and outside a host, and the
/// container's removal with its host.
@Suite("Host sandbox")
struct HostSandboxTests {
    @Test("Inside a host: Documents of the host's own temporary container, which exists; a second host has another")
    func documentsPerHost() throws {
        let first = LayerHost(), second = LayerHost()
        let documents = first.perform { NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true) }
        let home = try #require(first.sandboxDirectory)
        #expect(documents == [home.appendingPathComponent("Documents").path])
        #expect(FileManager.default.fileExists(atPath: documents[0]))
        #expect(!documents[0].hasPrefix(NSHomeDirectory() + "/"))
        let other = second.perform { NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true) }
        #expect(other != documents)
    }

    @Test("Library, Caches, Application Support; ~ without tilde expansion; nothing for other directories or domains")
    func otherDirectories() throws {
        let host = LayerHost()
        let home = try #require(host.sandboxDirectory).path
        host.perform {
            #expect(NSSearchPathForDirectoriesInDomains(.libraryDirectory, .userDomainMask, true) == [home + "/Library"])
            #expect(NSSearchPathForDirectoriesInDomains(.cachesDirectory, .userDomainMask, true) == [home + "/Library/Caches"])
            #expect(NSSearchPathForDirectoriesInDomains(.applicationSupportDirectory, .userDomainMask, true)
                    == [home + "/Library/Application Support"])
            #expect(NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, false) == ["~/Documents"])
            #expect(NSSearchPathForDirectoriesInDomains(.documentDirectory, .allDomainsMask, true) == [home + "/Documents"])
            #expect(NSSearchPathForDirectoriesInDomains(.desktopDirectory, .userDomainMask, true).isEmpty)
            #expect(NSSearchPathForDirectoriesInDomains(.documentDirectory, .systemDomainMask, true).isEmpty)
        }
    }

    @Test("Outside a host: Foundation's answer")
    func outsideHost() {
        #expect(NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
                == Foundation.NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true))
    }

    @Test("The container and the files in it are removed when the host goes away")
    func removedWithHost() throws {
        var host: LayerHost? = LayerHost()
        let home = try #require(host?.sandboxDirectory)
        let file = home.appendingPathComponent("Documents/0.png")
        try Data([1, 2, 3]).write(to: file)
        #expect(FileManager.default.fileExists(atPath: file.path))
        host = nil
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }
}
