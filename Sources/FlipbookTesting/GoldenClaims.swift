import FlipbookHarness
import Synchronization

/// The goldens claimed so far in this test process, so that two checks writing the same golden (two cases of a
/// parameterized test with the same name, or one test checking twice under one name) fail instead of
/// overwriting each other's file. It is a diagnosis only: it never changes what a check compares.
final class GoldenClaims: Sendable {
    static let shared = GoldenClaims()

    private let claims = Mutex<[String: String]>([:])

    /// Claims `path` for `test`; throws when something already claimed it in this process.
    func claim(_ path: String, by test: String) throws(GoldenUsageError) {
        let previous: String? = claims.withLock { claims in
            if let owner = claims[path] { return owner }
            claims[path] = test
            return nil
        }
        if let previous {
            throw GoldenUsageError("the golden \(path) is checked twice in one run (first by \(previous)); give each check its own `named:` or `time:`")
        }
    }
}
