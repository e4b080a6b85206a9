/// The HTML of the diff report: a summary, then one card per golden that did not pass.
struct ReportPage {
    /// One golden that did not pass, with its images' paths relative to the report folder.
    struct Entry {
        let result: GoldenResult
        let expected: String?
        let actual: String?
        let diff: String?
        let expectedAnimation: String?
        let actualAnimation: String?
    }

    let results: [GoldenResult]
    let entries: [Entry]

    func html() -> String {
        var counts: [GoldenOutcome.Status: Int] = [:]
        for result in results { counts[result.status, default: 0] += 1 }
        let summary = GoldenOutcome.Status.allCases
            .filter { counts[$0, default: 0] > 0 }
            .map { "<span class=\"pill \($0.rawValue)\">\($0.rawValue) \(counts[$0, default: 0])</span>" }
            .joined(separator: " ")
        let cards = entries.isEmpty
            ? "<p class=\"ok\">Every golden checked in this run passed.</p>"
            : entries.enumerated().map { card($0.element, index: $0.offset) }.joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Flipbook golden report</title>
        <style>
        body { font: 14px/1.4 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 24px; color: #1d1d1f; background: #fafafa; }
        h1 { font-size: 20px; margin: 0 0 8px; }
        .pill { display: inline-block; padding: 2px 10px; border-radius: 10px; background: #ddd; margin-right: 4px; }
        .pill.passed { background: #cdeccd; } .pill.failed, .pill.sizeMismatch, .pill.missing, .pill.unreadable { background: #f6c9c9; }
        .pill.recorded, .pill.rerecorded { background: #f9e6b3; }
        .card { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin: 16px 0; }
        .card h2 { font-size: 16px; margin: 0 0 4px; font-family: Menlo, monospace; }
        .test { color: #555; margin-bottom: 8px; }
        .figures { font-family: Menlo, monospace; font-size: 12px; white-space: pre-wrap; color: #333; margin: 8px 0; }
        .row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 12px; color: #555; text-align: center; }
        img { image-rendering: pixelated; border: 1px solid #ccc; max-width: 420px; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .compare { position: relative; display: inline-block; }
        .compare img { display: block; }
        .compare .top { position: absolute; left: 0; top: 0; overflow: hidden; border-right: 2px solid #e33; }
        .compare .top img { max-width: none; }
        .tools { margin-top: 8px; font-size: 12px; }
        .marked { position: relative; display: inline-block; } .marked img { display: block; }
        .drift { position: absolute; box-sizing: border-box; border: 2px solid #e33; }
        .animations { display: flex; gap: 8px; } .drifted { font-size: 12px; } .drifted ul { margin: 4px 0; padding-left: 18px; }
        .ok { color: #2a7a2a; font-weight: bold; }
        </style>
        </head>
        <body>
        <h1>Flipbook golden report</h1>
        <p>\(results.count) goldens checked. \(summary)</p>
        \(cards)
        <script>
        function slide(input) {
          var top = document.getElementById(input.dataset.target);
          top.style.width = input.value + "%";
        }
        function blink(button) {
          var box = document.getElementById(button.dataset.target);
          var top = box.querySelector(".top");
          if (box.dataset.timer) { clearInterval(+box.dataset.timer); delete box.dataset.timer; top.style.visibility = "visible"; button.textContent = "Blink"; return; }
          var shown = true;
          top.style.width = "100%";
          box.dataset.timer = setInterval(function () { shown = !shown; top.style.visibility = shown ? "visible" : "hidden"; }, 500);
          button.textContent = "Stop blinking";
        }
        </script>
        </body>
        </html>
        """
    }

    private func card(_ entry: Entry, index: Int) -> String {
        let result = entry.result
        var figures = "status: \(result.status.rawValue)   size: \(result.width)×\(result.height)"
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
        var images = ""
        for (title, path) in [("Expected", entry.expected), ("Actual", entry.actual)] {
            guard let path else { continue }
            images += "<figure><img src=\"\(escape(path))\" alt=\"\(title)\"><figcaption>\(title)</figcaption></figure>\n"
        }
        if let diff = entry.diff {
            images += "<figure><div class=\"marked\"><img src=\"\(escape(diff))\" alt=\"Diff\">"
                + drifted.map { marker($0, width: result.width, height: result.height) }.joined()
                + "</div><figcaption>Diff\(drifted.isEmpty ? "" : " (drifted frames outlined)")</figcaption></figure>\n"
        }
        if entry.expectedAnimation != nil || entry.actualAnimation != nil {
            var players = ""
            for (title, path) in [("Expected", entry.expectedAnimation), ("Actual", entry.actualAnimation)] {
                guard let path else { continue }
                players += "<figure><img src=\"\(escape(path))\" alt=\"\(title) animation\"><figcaption>\(title), playing</figcaption></figure>"
            }
            images += "<div class=\"animations\">\(players)</div>\n"
        }
        if !drifted.isEmpty {
            let list = drifted.map { "<li>t = \(GoldenIdentifier.formatTime($0.time)) s: \($0.mismatchedPixels ?? 0) px</li>" }.joined()
            images += "<div class=\"drifted\"><b>Drifted frames</b><ul>\(list)</ul></div>\n"
        }
        var comparison = ""
        if let expected = entry.expected, let actual = entry.actual {
            comparison = """
            <figure><div class="compare" id="cmp\(index)"><img src="\(escape(expected))" alt="Expected"><div class="top" id="top\(index)" style="width: 50%"><img src="\(escape(actual))" alt="Actual"></div></div>
            <figcaption>Slider: actual (left of the line) over expected</figcaption>
            <div class="tools"><input type="range" min="0" max="100" value="50" data-target="top\(index)" oninput="slide(this)"> <button data-target="cmp\(index)" onclick="blink(this)">Blink</button></div></figure>
            """
        }
        return """
        <div class="card">
        <h2>\(escape(result.golden))</h2>
        <div class="test">\(escape(result.test))</div>
        <div class="figures">\(escape(figures))</div>
        <div class="row">
        \(images)\(comparison)
        </div>
        </div>
        """
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

    private func escape(_ text: String) -> String { HTMLText.escape(text) }
}
