/// The diff report's style sheet.
enum ReportStyle {
    /// The CSS, with an `@font-face` for `font` (a path relative to the page) when there is one (see
    /// ``EmbeddedFont``).
    static func css(font: String?) -> String {
        let embedded = EmbeddedFont.listPrefix(font)
        var css = EmbeddedFont.fontFace(font)
        css += """
        body { font: 14px/1.4 \(embedded)-apple-system, "Helvetica Neue", Arial, sans-serif; margin: 24px; color: #1d1d1f; background: #fafafa; }
        h1 { font-size: 20px; margin: 0 0 8px; }
        code, kbd, .figures, .textdiff, .card h2 { font-family: \(embedded)Menlo, "DejaVu Sans Mono", monospace; }
        kbd { border: 1px solid #bbb; border-radius: 3px; padding: 0 4px; background: #fff; font-size: 12px; }
        .keys { color: #555; font-size: 12px; }
        .pill { display: inline-block; padding: 2px 10px; border-radius: 10px; background: #ddd; margin-right: 4px; font: 12px/1.5 -apple-system, Arial, sans-serif; }
        .pill.passed { background: #cdeccd; } .pill.failed, .pill.sizeMismatch, .pill.missing, .pill.unreadable, .pill.failing { background: #f6c9c9; }
        .pill.recorded, .pill.rerecorded, .pill.review { background: #f9e6b3; }
        .card { background: #fff; border: 1px solid #ddd; border-left: 6px solid #ddd; border-radius: 8px; padding: 16px; margin: 16px 0; outline: none; }
        .card.failing { border-left-color: #d33; } .card.review { border-left-color: #e0a800; }
        .card.current { box-shadow: 0 0 0 3px #3b82f6; }
        .card h2 { font-size: 16px; margin: 0 0 4px; }
        .test { color: #555; margin-bottom: 8px; }
        .filmstrip { display: flex; gap: 6px; overflow-x: auto; padding: 4px 0 8px; }
        .frame { flex: none; display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 4px; border: 2px solid #ccc; border-radius: 6px; background: #fff; cursor: pointer; font-size: 11px; }
        .frame img { height: 96px; max-width: 160px; border: none; }
        .frame.failed, .frame.sizeMismatch, .frame.missing, .frame.unreadable { border-color: #d33; }
        .frame.recorded, .frame.rerecorded { border-color: #e0a800; } .frame.passed { border-color: #8c8; }
        .frame.selected { box-shadow: 0 0 0 3px #3b82f6; }
        .frame .status { color: #555; } .noimage { display: block; width: 60px; height: 96px; line-height: 96px; color: #999; }
        .figures { font-size: 12px; white-space: pre-wrap; color: #333; margin: 8px 0; }
        .row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 12px; color: #555; text-align: center; }
        img { image-rendering: pixelated; border: 1px solid #ccc; max-width: \(ReportPage.viewerWidth)px; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .stage { position: relative; width: var(--w); }
        .stage img { display: block; width: var(--w); max-width: none; }
        .stage .top { position: absolute; left: 0; top: 0; bottom: 0; overflow: hidden; border-right: 2px solid #e33; }
        .stage .over { position: absolute; left: 0; top: 0; display: none; }
        .stage[data-mode="expected"] .top { display: none; }
        .stage[data-mode="actual"] .top, .stage[data-mode="blink"] .top, .stage[data-mode="diff"] .top { width: 100% !important; border-right: none; }
        .stage[data-mode="diff"] .over { display: block; }
        .stage.blink-off .top { visibility: hidden; }
        .tools { margin-top: 8px; font-size: 12px; } .tools button.active { background: #3b82f6; color: #fff; }
        .marked { position: relative; display: inline-block; } .marked img { display: block; }
        .drift { position: absolute; box-sizing: border-box; border: 2px solid #e33; }
        .animations { display: flex; gap: 8px; margin-top: 8px; } .drifted { font-size: 12px; } .drifted ul { margin: 4px 0; padding-left: 18px; }
        .texts { font-size: 12px; margin: 8px 0 4px; }
        .textdiff { font-size: 12px; background: #f6f8fa; border: 1px solid #ddd; border-radius: 6px; padding: 8px; overflow-x: auto; }
        .textdiff span { display: block; white-space: pre; } .textdiff .add { background: #dafbe1; color: #116329; }
        .textdiff .del { background: #ffebe9; color: #82071e; } .textdiff .hunk { color: #0550ae; } .textdiff .file { color: #666; font-weight: bold; }
        .plot { display: inline-block; margin-top: 8px; } .plot img { max-width: 100%; background: #fff; image-rendering: auto; }
        .passed ul { font-size: 12px; } .ok { color: #2a7a2a; font-weight: bold; }
        """
        return css
    }
}
