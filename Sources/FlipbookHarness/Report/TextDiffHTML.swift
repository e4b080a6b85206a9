/// A unified diff (a text golden's `textDiff` artifact) as HTML: one block per line of the diff, added lines green,
/// removed lines red, file and hunk headers grey.
enum TextDiffHTML {
    /// The `<pre>` block showing `diff`.
    static func html(_ diff: String) -> String {
        var lines: [Substring] = diff.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let body = lines.map { line -> String in
            let kind: String
            if line.hasPrefix("+++") || line.hasPrefix("---") {
                kind = "file"
            } else if line.hasPrefix("@@") {
                kind = "hunk"
            } else if line.hasPrefix("+") {
                kind = "add"
            } else if line.hasPrefix("-") {
                kind = "del"
            } else {
                kind = "same"
            }
            return "<span class=\"\(kind)\">\(HTMLText.escape(String(line)))</span>"
        }.joined()
        return "<pre class=\"textdiff\">\(body)</pre>"
    }
}
