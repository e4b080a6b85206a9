import FlipbookHarness
import FlipbookScenes
import Foundation

/// The gallery's `index.html`: the cases grouped by volume and chapter (or article), each with its titles, origin,
/// animated preview and scrubber, filmstrip, plot of its animated properties and links to its frames, as
/// ``GalleryRenderer`` lays them out (`<id>/preview.gif`, `<id>/preview-frames.png`, `<id>/filmstrip.png`,
/// `<id>/plot.svg`, `<id>/t=0.500.png`).
public struct GalleryPage: Sendable {
    /// The scenes on the page, in order; consecutive scenes of the same group share a heading.
    public let scenes: [Scene]
    /// The scale the frames were rendered at, in pixels per point (stated on the page).
    public let scale: Int
    /// The path, relative to the page, of a font the page loads for CJK text (the bundled font that
    /// ``GalleryRenderer`` copies to `fonts/`), so that the Chinese titles render on a machine without CJK fonts.
    public let font: String?

    /// Creates the page of `scenes` rendered at `scale`, loading `font` for CJK text.
    public init(scenes: [Scene], scale: Int, font: String? = nil) {
        self.scenes = scenes
        self.scale = scale
        self.font = font
    }

    /// The file name of a frame: `t=0.500.png`.
    public static func frameFileName(_ time: Double) -> String {
        "t=" + GoldenIdentifier.formatTime(time) + ".png"
    }

    /// The page's HTML: a contents line with one link per group, then one section per group with a card per scene.
    public func html() -> String {
        var groups: [(name: String, scenes: [Scene])] = []
        for scene in scenes {
            let name = scene.origin.group.description
            if groups.last?.name == name {
                groups[groups.count - 1].scenes.append(scene)
            } else {
                groups.append((name, [scene]))
            }
        }
        let contents = groups.map { "<a href=\"#\(anchor($0.name))\">\(escape($0.name))</a> (\($0.scenes.count))" }.joined(separator: " · ")
        let sections = groups.map { group in
            "<h2 id=\"\(anchor(group.name))\">\(escape(group.name))</h2>\n" + group.scenes.map(card).joined(separator: "\n")
        }.joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Flipbook gallery</title>
        <style>
        \(EmbeddedFont.fontFace(font))body { font: 14px/1.4 \(EmbeddedFont.listPrefix(font))-apple-system, "Helvetica Neue", Arial, sans-serif; margin: 24px; color: #1d1d1f; background: #fafafa; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid #ddd; }
        .case { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
        .case h3 { font-size: 15px; margin: 0 0 2px; } .zh { color: #555; font-weight: normal; }
        .meta { color: #666; font-size: 12px; margin-bottom: 8px; } .notes { color: #444; font-size: 12px; margin-top: 6px; }
        .strip img { max-width: 100%; border: 1px solid #ccc; }
        .motion { display: flex; gap: 12px; align-items: flex-start; flex-wrap: wrap; }
        .preview { margin: 0; } .preview img, .scrub-view { border: 1px solid #ccc; display: block; }
        .scrub-view { background-repeat: no-repeat; background-position: 0 0; }
        .preview figcaption { font-size: 12px; color: #555; } .preview input { width: 120px; vertical-align: middle; }
        .frames a { font-size: 12px; margin-right: 8px; }
        .plot { margin: 8px 0 0; } .plot summary { font-size: 12px; color: #555; cursor: pointer; } .plot img { max-width: 100%; border: 1px solid #ccc; }
        </style>
        </head>
        <body>
        <h1>Flipbook gallery</h1>
        <p>\(scenes.count) cases of the book and the articles, rendered headlessly at scale \(scale). \(contents)</p>
        \(sections)
        <script>
        function scrub(input) {
          var k = +input.value;
          document.getElementById(input.dataset.view).style.backgroundPosition = "0 " + (-k * input.dataset.height) + "px";
          document.getElementById(input.dataset.view + "-time").textContent = input.dataset.labels.split("|")[k];
        }
        </script>
        </body>
        </html>
        """
    }

    private func card(_ scene: Scene) -> String {
        let frames = scene.sampleTimes.map { time in
            "<a href=\"\(scene.id)/\(Self.frameFileName(time))\">\(escape(Filmstrip.label(for: time)))</a>"
        }.joined()
        let notes = scene.notes.isEmpty ? "" : "<div class=\"notes\">\(escape(scene.notes))</div>"
        return """
        <div class="case" id="\(escape(scene.id))">
        <h3>\(escape(scene.id)) · \(escape(scene.title)) <span class="zh">\(escape(scene.chineseTitle))</span></h3>
        <div class="meta">\(escape(scene.origin.description))</div>
        <div class="motion">\(preview(scene))<div class="strip"><img src="\(scene.id)/filmstrip.png" alt="\(escape(scene.id)) filmstrip"></div></div>
        <div class="frames">\(frames)</div>
        \(plot(scene))\(notes)
        </div>
        """
    }

    /// The scene's animated preview beside a scrubber: a range input over the preview's frames that shows the frame
    /// at the chosen time (a window onto the stacked frames) and its time; arrow keys step one frame.
    private func preview(_ scene: Scene) -> String {
        guard let timeline = try? GalleryPreview.timeline(for: scene) else { return "" }
        let width = Int(scene.canvasSize.width.rounded(.up)), height = Int(scene.canvasSize.height.rounded(.up))
        let labels = timeline.times.map(Filmstrip.label(for:))
        let id = escape(scene.id)
        return """
            <figure class="preview"><img src="\(id)/\(GalleryPreview.animationFileName)" width="\(width)" height="\(height)" \
            alt="\(id) animated preview"><figcaption>animated, \(timeline.framesPerSecond) fps</figcaption></figure>\
            <figure class="preview"><div class="scrub-view" id="scrub-\(id)" style="width: \(width)px; height: \(height)px; \
            background-image: url('\(id)/\(GalleryPreview.framesFileName)')"></div>\
            <figcaption><input type="range" min="0" max="\(timeline.frameCount - 1)" value="0" step="1" aria-label="\(id) time" \
            data-view="scrub-\(id)" data-height="\(height)" data-labels="\(escape(labels.joined(separator: "|")))" oninput="scrub(this)"> \
            <span class="time" id="scrub-\(id)-time">\(escape(labels[0]))</span></figcaption></figure>
            """
    }

    /// The scene's plot of its animated properties over time (``GalleryPlot``), folded under a summary line; nothing
    /// for a scene with one sample time.
    private func plot(_ scene: Scene) -> String {
        guard GalleryPlot.hasPlot(scene) else { return "" }
        let id = escape(scene.id)
        return "<details class=\"plot\"><summary>animated properties over time (\(GalleryPlot.sampleCount) samples)</summary>"
            + "<a href=\"\(id)/\(GalleryPlot.fileName)\"><img src=\"\(id)/\(GalleryPlot.fileName)\" loading=\"lazy\" "
            + "alt=\"\(id) animated properties over time\"></a></details>\n"
    }

    private func anchor(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    private func escape(_ text: String) -> String { HTMLText.escape(text) }
}
