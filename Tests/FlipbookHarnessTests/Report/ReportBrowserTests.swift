import Foundation
import FlipbookHarness
import FlipbookText
import Testing

/// The report as a reviewer's browser shows it: headless Chromium loads the page with a probe script added, which
/// checks that every image and the embedded font load, then presses the report's keys and reads back what changed.
@Suite("Diff report in headless Chromium", .enabled(if: HeadlessChromium.testsRun, "needs chromium (scripts/bootstrap)"))
struct ReportBrowserTests {
    /// Records script errors from the page's first line on (placed at the top of `<head>`).
    static let errorCatcher = """
        <script>window.probeErrors = []; addEventListener("error", function (e) { probeErrors.push(e.message); });</script>
        """

    /// The checks, run after the page's own script; each adds a line `ok NAME` or `FAIL NAME: DETAIL` to
    /// `<pre id="probe-result">`.
    static let probe = """
        <script>
        (async function () {
          var out = [];
          function check(name, ok, detail) { out.push((ok ? "ok " : "FAIL ") + name + (ok ? "" : ": " + detail)); }
          function key(k) { document.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })); }
          function wait(ms) { return new Promise(function (done) { setTimeout(done, ms); }); }
          function selected(card) { return card.querySelector(".frame.selected").dataset.frame; }
          try {
            await new Promise(function (done) { if (document.readyState === "complete") { done(); } else { addEventListener("load", done); } });
            check("no script errors", probeErrors.length === 0, probeErrors.join("; "));
            var images = Array.prototype.slice.call(document.images);
            await Promise.all(images.map(function (image) { return image.decode().catch(function () {}); }));
            var broken = images.filter(function (image) { return !(image.complete && image.naturalWidth > 0); });
            check("images load", images.length >= 10 && broken.length === 0,
                  images.length + " images, broken: " + broken.map(function (image) { return image.getAttribute("src"); }).join(" "));
            var faces = await document.fonts.load('16px "Flipbook CJK"', "第七章旋转动画");
            check("font loads", faces.length === 1 && faces[0].status === "loaded", faces.length + " faces");

            var cards = document.querySelectorAll(".card");
            check("three cards, the first current", cards.length === 3 && cards[0].classList.contains("current"), cards.length);
            key("j");
            check("j: next card", cards[1].classList.contains("current") && !cards[0].classList.contains("current"), cards[1].className);
            key("k");
            check("k: previous card", cards[0].classList.contains("current"), cards[0].className);
            key("j");
            var spin = cards[1];
            check("the drifted frame is selected", selected(spin) === "1", selected(spin));
            key("ArrowRight");
            check("→: next frame", selected(spin) === "2" && !spin.querySelector('.detail[data-frame="2"]').hidden
                  && spin.querySelector('.detail[data-frame="1"]').hidden, selected(spin));
            key("h");
            check("h: previous frame", selected(spin) === "1", selected(spin));

            var stage = spin.querySelector(".detail:not([hidden]) .stage");
            var top = stage.querySelector(".top");
            key("e");
            check("e: expected", stage.dataset.mode === "expected" && getComputedStyle(top).display === "none", stage.dataset.mode);
            key("a");
            check("a: actual", stage.dataset.mode === "actual" && top.clientWidth === stage.clientWidth, top.clientWidth + " of " + stage.clientWidth);
            key("d");
            check("d: diff", stage.dataset.mode === "diff" && getComputedStyle(stage.querySelector(".over")).display === "block", stage.dataset.mode);
            key("b");
            var before = getComputedStyle(top).visibility;
            await wait(650);  // the blink shows each image 500 ms
            var after = getComputedStyle(top).visibility;
            check("b: blink", stage.dataset.mode === "blink" && before === "visible" && after === "hidden", before + " then " + after);
            key("s");
            check("s: slider", stage.dataset.mode === "slider" && !stage.classList.contains("blink-off"), stage.className);
            var range = stage.parentNode.querySelector('input[type="range"]');
            range.value = "25";
            range.dispatchEvent(new Event("input", { bubbles: true }));
            check("slider drags", top.style.width === "25%" && Math.abs(top.clientWidth - stage.clientWidth / 4) <= 1,
                  top.clientWidth + " of " + stage.clientWidth);
            spin.querySelector('.frame[data-frame="0"]').click();
            check("click selects a frame", selected(spin) === "0" && !spin.querySelector('.detail[data-frame="0"]').hidden, selected(spin));
            var added = document.querySelector(".textdiff .add");
            check("text diff coloured", getComputedStyle(added).backgroundColor === "rgb(218, 251, 225)", getComputedStyle(added).backgroundColor);
          } catch (error) {
            check("probe", false, String(error));
          }
          var result = document.createElement("pre");
          result.id = "probe-result";
          result.textContent = out.join("\\n");
          document.body.appendChild(result);
        })();
        </script>
        """

    @Test("the page loads, its images and font resolve, and its keys and controls work")
    func reportInChromium() throws {
        let run = try ReportFixture.run("browser")
        let output = try TestImages.temporaryDirectory("browser-report")
        let (indexPath, _) = try DiffReport(artifactsDirectory: run.artifacts, fontFile: try #require(BundledFont.url).path).write(to: output)
        let html = try String(contentsOfFile: indexPath, encoding: .utf8)
        let probed = html.replacingOccurrences(of: "<head>\n", with: "<head>\n" + Self.errorCatcher + "\n")
            .replacingOccurrences(of: "</body>", with: Self.probe + "\n</body>")
        let page = output + "/probe.html"
        try Data(probed.utf8).write(to: URL(fileURLWithPath: page))

        let dom = try HeadlessChromium.dumpDOM(of: page)
        let block = try #require(dom.components(separatedBy: "<pre id=\"probe-result\">").dropFirst().first?
            .components(separatedBy: "</pre>").first, "the probe wrote no result")
        let lines = block.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            .split(separator: "\n").map(String.init)
        for line in lines where !line.hasPrefix("ok ") {
            Issue.record(Comment(rawValue: line))
        }
        #expect(lines.count == 17, "\(lines)")
    }
}
