import FlipbookHarness
import Synchronization

/// The goldens claimed so far in this test process, so that two checks writing the same golden (two cases of a
/// parameterized test with the same name, one test checking twice under one name, or two names that become the
/// same file name) fail instead of overwriting each other's file. It is a diagnosis only: it never changes what a
/// check compares.
final class GoldenClaims: Sendable {
    static let shared = GoldenClaims()

    /// Who claimed a golden: the name asked for (before it became a file name) and the test.
    struct Claim: Sendable, Equatable {
        var name: String
        var test: String
    }

    private let claims = Mutex<[String: Claim]>([:])

    /// Claims `path` for `claim`; throws, naming both names and both tests, when something already claimed it in
    /// this process.
    func claim(_ path: String, _ claim: Claim) throws(GoldenUsageError) {
        let previous: Claim? = claims.withLock { claims in
            if let owner = claims[path] { return owner }
            claims[path] = claim
            return nil
        }
        guard let previous else { return }
        let why = previous.name == claim.name
            ? "the same name twice"
            : "the two names become the same file name"
        throw GoldenUsageError("the golden \(path) is checked twice in one run: first as \"\(previous.name)\" by \(previous.test), "
            + "then as \"\(claim.name)\" by \(claim.test) (\(why)); give each check its own `named:` or `time:`")
    }
}
