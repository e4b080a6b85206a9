import FlipbookScenes
import Testing

/// The scenes' seeded stand-in for `arc4random()` and `arc4random_uniform(_:)`: the same seed gives the same numbers,
/// and `arc4random_uniform(n)` stays below `n` with every remainder drawn.
@Suite("SeededRandom")
struct SeededRandomTests {
    @Test("A seed fixes the sequence; another seed gives another")
    func reproducible() {
        var a = SeededRandom(seed: 47), b = SeededRandom(seed: 47), c = SeededRandom(seed: 48)
        let first = (0..<8).map { _ in a.arc4random() }
        #expect(first == (0..<8).map { _ in b.arc4random() })
        #expect(first != (0..<8).map { _ in c.arc4random() })
    }

    @Test("arc4random_uniform(11) draws 0…10, each about a tenth of the time; bounds 0 and 1 give 0")
    func uniform() {
        var random = SeededRandom(seed: 47)
        var counts = [Int](repeating: 0, count: 11)
        for _ in 0..<11_000 {
            let number = Int(random.arc4random_uniform(11))
            #expect(number < 11)
            if number < 11 { counts[number] += 1 }
        }
        #expect(counts.allSatisfy { (850...1150).contains($0) }, "\(counts)")
        #expect(random.arc4random_uniform(0) == 0 && random.arc4random_uniform(1) == 0)
    }
}
