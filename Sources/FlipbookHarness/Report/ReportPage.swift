/// The HTML of the diff report: a summary, one card per test and animation that did not pass (failing first), each
/// a filmstrip of its frames over the details of the selected frame, then the list of what passed.
struct ReportPage {
    /// One check shown on a card, with its files' paths relative to the report folder.
    struct Frame {
        let member: ReportGroup.Member
        var expected: String? = nil
        var actual: String? = nil
        var diff: String? = nil
        var expectedAnimation: String? = nil
        var actualAnimation: String? = nil
        var expectedText: String? = nil
        var actualText: String? = nil
        /// The unified diff's text (not a path): the page shows it inline.
        var textDiff: String? = nil
        var plot: String? = nil

        var result: GoldenResult { member.result }
    }

    /// A group that did not pass, with its frames in the group's order.
    struct Card {
        let group: ReportGroup
        let frames: [Frame]
    }

    /// The widest a stacked comparison is shown, in CSS pixels.
    static let viewerWidth = 420

    let results: [GoldenResult]
    let folders: Int
    let groups: [ReportGroup]
    let cards: [Card]
    /// The embedded font's path relative to the report folder.
    let font: String?

    func html() -> String {
        var counts: [GoldenOutcome.Status: Int] = [:]
        for result in results { counts[result.status, default: 0] += 1 }
        let summary = GoldenOutcome.Status.allCases
            .filter { counts[$0, default: 0] > 0 }
            .map { "<span class=\"pill \($0.rawValue)\">\($0.rawValue) \(counts[$0, default: 0])</span>" }
            .joined(separator: " ")
        let runs = folders == 1 ? "" : " from \(folders) artifacts folders"
        let body = cards.isEmpty
            ? "<p class=\"ok\">Every golden checked in this run passed.</p>"
            : cards.enumerated().map { card($0.element, index: $0.offset) }.joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Flipbook golden report</title>
        <style>
        \(ReportStyle.css(font: font))
        </style>
        </head>
        <body>
        <h1>Flipbook golden report</h1>
        <p>\(results.count) goldens checked\(runs); \(cards.count) of \(groups.count) tests and animations to review. \(summary)</p>
        <p class="keys"><kbd>j</kbd>/<kbd>k</kbd> next/previous card · <kbd>←</kbd>/<kbd>→</kbd> (<kbd>h</kbd>/<kbd>l</kbd>) previous/next frame · <kbd>e</kbd> expected · <kbd>a</kbd> actual · <kbd>d</kbd> diff · <kbd>s</kbd> slider · <kbd>b</kbd> blink</p>
        \(body)
        \(passedList())
        <script>
        \(ReportScript.javaScript)
        </script>
        </body>
        </html>

        """
    }

    private func card(_ card: Card, index: Int) -> String {
        let group = card.group
        let rank = group.rank
        let open = card.frames.filter { $0.result.status != .passed }.count
        let headline = card.frames.count == 1
            ? card.frames[0].result.status.rawValue
            : "\(open) of \(card.frames.count) frames to review"
        let selected = card.frames.firstIndex { ReportRank($0.result.status) == rank } ?? 0
        let filmstrip = card.frames.enumerated().map { thumbnail($0.element, index: $0.offset, selected: $0.offset == selected) }
            .joined(separator: "\n")
        let details = card.frames.enumerated().map { detail($0.element, frame: $0.offset, hidden: $0.offset != selected) }
            .joined(separator: "\n")
        return """
        <section class="card \(rank)" id="card-\(index)" tabindex="-1">
        <h2>\(escape(group.name)) <span class="pill \(rank)">\(escape(headline))</span></h2>
        <div class="test">\(escape(group.test))</div>
        <div class="filmstrip">
        \(filmstrip)
        </div>
        \(details)
        </section>
        """
    }

    private func thumbnail(_ frame: Frame, index: Int, selected: Bool) -> String {
        let result = frame.result
        let label = frame.member.time.map { "t = \(GoldenIdentifier.formatTime($0)) s" }
            ?? String(result.golden.split(separator: "/").last ?? "")
        let picture = (frame.actual ?? frame.expected).map { "<img src=\"\(escape($0))\" alt=\"\">" }
            ?? "<span class=\"noimage\">\(frame.textDiff != nil || frame.actualText != nil ? "text" : "no image")</span>"
        return "<button type=\"button\" class=\"frame \(result.status.rawValue)\(selected ? " selected" : "")\" data-frame=\"\(index)\" "
            + "title=\"\(escape(result.golden)): \(result.status.rawValue)\">\(picture)<span class=\"label\">\(escape(label))</span>"
            + "<span class=\"status\">\(result.status.rawValue)</span></button>"
    }

    private func detail(_ frame: Frame, frame index: Int, hidden: Bool) -> String {
        let result = frame.result
        var figures = "\(result.golden)\nstatus: \(result.status.rawValue)   size: \(result.width)×\(result.height)"
        if let mismatched = result.mismatchedPixels, let total = result.totalPixels {
            figures += "\nmismatched: \(mismatched) of \(total) px   anti-aliasing: \(result.antialiasedPixels ?? 0) px"
        }
        if let ssim = result.ssim { figures += "   SSIM: \(ssim)" }
        if let delta = result.maxChannelDelta { figures += "   max channel delta: \(delta)" }
        figures += "\n\(result.message)"
        let drifted = (result.frames ?? []).filter(\.hasDrifted)
        if let frames = result.frames {
            figures += "\nanimation: \(frames.count) frames, \(drifted.count) drifted"
        }

        var parts = ["<div class=\"figures\">\(escape(figures))</div>"]
        var images = ""
        if result.status == .passed {
            if let golden = frame.expected { images += figure(golden, "Golden (passed)") }
        } else {
            if let expected = frame.expected { images += figure(expected, "Expected") }
            if let actual = frame.actual { images += figure(actual, result.status == .recorded ? "Recorded" : "Actual") }
            if let diff = frame.diff {
                images += "<figure><div class=\"marked\"><img src=\"\(escape(diff))\" alt=\"Diff\">"
                    + drifted.map { marker($0, width: result.width, height: result.height) }.joined()
                    + "</div><figcaption>Diff\(drifted.isEmpty ? "" : " (drifted frames outlined)")</figcaption></figure>\n"
            }
            if let expected = frame.expected, let actual = frame.actual {
                images += viewer(expected: expected, actual: actual, diff: frame.diff, width: result.width)
            }
        }
        if !images.isEmpty { parts.append("<div class=\"row\">\n\(images)</div>") }

        if frame.expectedAnimation != nil || frame.actualAnimation != nil {
            let players = [("Expected", frame.expectedAnimation), ("Actual", frame.actualAnimation)].compactMap { title, path in
                path.map { figure($0, "\(title), playing", alt: "\(title) animation") }
            }.joined()
            parts.append("<div class=\"animations\">\(players)</div>")
        }
        if !drifted.isEmpty {
            let list = drifted.map { "<li>t = \(GoldenIdentifier.formatTime($0.time)) s: \($0.mismatchedPixels ?? 0) px</li>" }.joined()
            parts.append("<div class=\"drifted\"><b>Drifted frames</b><ul>\(list)</ul></div>")
        }

        let texts = [("expected text", frame.expectedText), ("actual text", frame.actualText)].compactMap { title, path in
            path.map { "<a href=\"\(escape($0))\">\(title)</a>" }
        }
        if frame.textDiff != nil || !texts.isEmpty {
            let links = texts.isEmpty ? "" : "<div class=\"texts\">\(texts.joined(separator: " · "))</div>"
            parts.append(links + (frame.textDiff.map(TextDiffHTML.html) ?? ""))
        }
        if let plot = frame.plot {
            parts.append("<figure class=\"plot\"><img src=\"\(escape(plot))\" alt=\"Plot\"><figcaption>Animated properties over time</figcaption></figure>")
        }
        return "<div class=\"detail\" data-frame=\"\(index)\"\(hidden ? " hidden" : "")>\n\(parts.joined(separator: "\n"))\n</div>"
    }

    /// The stacked comparison: expected under actual with a slider between them, or expected, actual, diff alone,
    /// or the two blinking.
    private func viewer(expected: String, actual: String, diff: String?, width: Int) -> String {
        let shown = min(max(width, 1), Self.viewerWidth)
        let over = diff.map { "<img class=\"over\" src=\"\(escape($0))\" alt=\"Diff\">" } ?? ""
        let modes = [("expected", "Expected", "e"), ("actual", "Actual", "a"), ("diff", "Diff", "d"), ("slider", "Slider", "s"), ("blink", "Blink", "b")]
            .map { "<button type=\"button\" data-mode=\"\($0.0)\">\($0.1) <kbd>\($0.2)</kbd></button>" }.joined(separator: " ")
        return """
        <figure class="viewer"><div class="stage" data-mode="slider" style="--w: \(shown)px"><img class="base" src="\(escape(expected))" alt="Expected"><div class="top" style="width: 50%"><img src="\(escape(actual))" alt="Actual"></div>\(over)</div>
        <figcaption>Slider: actual (left of the line) over expected</figcaption>
        <div class="tools"><input type="range" min="0" max="100" value="50" aria-label="Slider"> \(modes)</div></figure>

        """
    }

    private func figure(_ path: String, _ caption: String, alt: String? = nil) -> String {
        "<figure><img src=\"\(escape(path))\" alt=\"\(escape(alt ?? caption))\"><figcaption>\(escape(caption))</figcaption></figure>\n"
    }

    /// An outline over a drifted frame's rectangle on the diff image, in percent of the strip so that it scales
    /// with the image.
    private func marker(_ frame: GoldenFrame, width: Int, height: Int) -> String {
        func percent(_ value: Int, of total: Int) -> String {
            String(Double(value) * 100 / Double(max(total, 1)))
        }
        return "<div class=\"drift\" title=\"t = \(GoldenIdentifier.formatTime(frame.time)) s\" style=\"left: \(percent(frame.x, of: width))%; "
            + "top: \(percent(frame.y, of: height))%; width: \(percent(frame.width, of: width))%; height: \(percent(frame.height, of: height))%\"></div>"
    }

    /// The tests and animations whose goldens all passed, one line each.
    private func passedList() -> String {
        let passed = groups.filter { $0.rank == .passed }
        guard !passed.isEmpty else { return "" }
        let goldens = passed.map(\.members.count).reduce(0, +)
        let items = passed.map { group -> String in
            let times = group.members.compactMap(\.time)
            let span = times.isEmpty ? "" : times.count == 1
                ? ", t = \(GoldenIdentifier.formatTime(times[0])) s"
                : ", t = \(GoldenIdentifier.formatTime(times[0])) … \(GoldenIdentifier.formatTime(times[times.count - 1])) s"
            return "<li><code>\(escape(group.name))</code> · \(group.members.count) golden\(group.members.count == 1 ? "" : "s")\(span) · "
                + "<span class=\"test\">\(escape(group.test))</span></li>"
        }.joined(separator: "\n")
        let summary = passed.count == 1 ? "1 test or animation" : "\(passed.count) tests and animations"
        return "<details class=\"passed\"><summary>Passed: \(summary), \(goldens) golden\(goldens == 1 ? "" : "s")</summary>\n<ul>\n\(items)\n</ul>\n</details>"
    }

    private func escape(_ text: String) -> String { HTMLText.escape(text) }
}
