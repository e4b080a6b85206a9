import FlipbookHarness
import Testing

/// The unified diff of text goldens, checked against what GNU `diff -u --label old --label new` prints for the same
/// files.
@Suite("Unified diff")
struct UnifiedDiffTests {
    static let thirteen = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n"

    @Test("Two changes far apart make two hunks with three lines of context, as diff -u")
    func twoHunks() {
        let diff = UnifiedDiff(expected: Self.thirteen, actual: "A\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nm\nn\n",
                               expectedLabel: "old", actualLabel: "new")
        #expect(diff.text == """
            --- old
            +++ new
            @@ -1,4 +1,4 @@
            -a
            +A
             b
             c
             d
            @@ -9,5 +9,5 @@
             i
             j
             k
            -l
             m
            +n

            """)
        #expect(diff.removedLineCount == 2 && diff.addedLineCount == 2)
    }

    @Test("An empty side is numbered by the line before it")
    func emptySides() {
        #expect(UnifiedDiff(expected: "", actual: "x\ny\n", expectedLabel: "old", actualLabel: "new").text
            == "--- old\n+++ new\n@@ -0,0 +1,2 @@\n+x\n+y\n")
        #expect(UnifiedDiff(expected: "x\ny\n", actual: "", expectedLabel: "old", actualLabel: "new").text
            == "--- old\n+++ new\n@@ -1,2 +0,0 @@\n-x\n-y\n")
    }

    @Test("Changes closer than twice the context share one hunk; a one-line range drops its count")
    func mergedHunk() {
        let diff = UnifiedDiff(expected: "a\nb\nc\nd\ne\nf\ng\n", actual: "a\nB\nc\nd\ne\nF\ng\n", expectedLabel: "o", actualLabel: "n")
        #expect(diff.text == "--- o\n+++ n\n@@ -1,7 +1,7 @@\n a\n-b\n+B\n c\n d\n e\n-f\n+F\n g\n")
        #expect(UnifiedDiff(expected: "a\n", actual: "b\n", expectedLabel: "o", actualLabel: "n").text == "--- o\n+++ n\n@@ -1 +1 @@\n-a\n+b\n")
    }

    @Test("The same lines give an empty diff; a missing final newline is not a line")
    func identical() {
        #expect(UnifiedDiff(expected: Self.thirteen, actual: Self.thirteen, expectedLabel: "o", actualLabel: "n").isEmpty)
        #expect(UnifiedDiff(expected: "a\nb", actual: "a\nb\n", expectedLabel: "o", actualLabel: "n").isEmpty)
    }

    @Test("A shortest script: a moved block costs its lines, not the whole text")
    func shortest() {
        let old = (0..<200).map { "line \($0)" }
        var new = old
        new.insert(contentsOf: ["new 1", "new 2"], at: 100)
        new.remove(at: 150)
        let diff = UnifiedDiff(expected: old.joined(separator: "\n") + "\n", actual: new.joined(separator: "\n") + "\n",
                               expectedLabel: "o", actualLabel: "n")
        #expect(diff.removedLineCount == 1 && diff.addedLineCount == 2)
        #expect(diff.text.contains("@@ -98,6 +98,8 @@\n line 97\n line 98\n line 99\n+new 1\n+new 2\n line 100\n"))
    }

    @Test("Beyond the edit limit the middle is one replacement: still a correct diff, in bounded time")
    func beyondTheLimit() {
        let old = (0..<3000).map { "a\($0)" }.joined(separator: "\n") + "\n"
        let new = (0..<3000).map { "b\($0)" }.joined(separator: "\n") + "\n"
        let diff = UnifiedDiff(expected: old, actual: new, expectedLabel: "o", actualLabel: "n")
        #expect(diff.removedLineCount == 3000 && diff.addedLineCount == 3000)
        #expect(diff.text.hasPrefix("--- o\n+++ n\n@@ -1,3000 +1,3000 @@\n-a0\n"))
    }
}
