/// The diff report's script: choosing cards and frames with the keyboard or the mouse, and each viewer's modes
/// (expected, actual, diff, slider, blink). Everything it keeps lives in the page's elements.
enum ReportScript {
    /// How long each image of a blink comparison shows, in milliseconds.
    static let blinkInterval = 500

    /// The script, run once at the end of the page.
    static let javaScript = """
    (function () {
      "use strict";
      var cards = Array.prototype.slice.call(document.querySelectorAll(".card"));
      var current = -1;

      function stageOf(card) {
        var detail = card.querySelector(".detail:not([hidden])");
        return detail ? detail.querySelector(".stage") : null;
      }
      function setMode(stage, mode) {
        if (!stage) { return; }
        if (stage.blinkTimer) { clearInterval(stage.blinkTimer); stage.blinkTimer = 0; }
        stage.classList.remove("blink-off");
        stage.dataset.mode = mode;
        if (mode === "blink") {
          stage.blinkTimer = setInterval(function () { stage.classList.toggle("blink-off"); }, \(blinkInterval));
        }
        var buttons = stage.parentNode.querySelectorAll(".tools button");
        for (var i = 0; i < buttons.length; i++) { buttons[i].classList.toggle("active", buttons[i].dataset.mode === mode); }
      }
      function selectCard(index) {
        if (cards.length === 0) { return; }
        index = Math.max(0, Math.min(cards.length - 1, index));
        if (current >= 0) { cards[current].classList.remove("current"); }
        current = index;
        cards[current].classList.add("current");
        cards[current].focus({ preventScroll: true });
        cards[current].scrollIntoView({ block: "start" });
      }
      function selectFrame(card, index) {
        var frames = card.querySelectorAll(".frame");
        if (frames.length === 0) { return; }
        index = Math.max(0, Math.min(frames.length - 1, index));
        setMode(stageOf(card), "slider");
        for (var i = 0; i < frames.length; i++) { frames[i].classList.toggle("selected", i === index); }
        var details = card.querySelectorAll(".detail");
        for (var j = 0; j < details.length; j++) { details[j].hidden = +details[j].dataset.frame !== index; }
        frames[index].scrollIntoView({ block: "nearest", inline: "nearest" });
      }
      function selectedFrame(card) {
        var selected = card.querySelector(".frame.selected");
        return selected ? +selected.dataset.frame : 0;
      }

      document.addEventListener("click", function (event) {
        var frame = event.target.closest(".frame");
        var card = event.target.closest(".card");
        if (!card) { return; }
        selectCard(cards.indexOf(card));
        if (frame) { selectFrame(card, +frame.dataset.frame); }
        var button = event.target.closest(".tools button");
        if (button) { setMode(button.closest(".viewer").querySelector(".stage"), button.dataset.mode); }
      });
      document.addEventListener("input", function (event) {
        if (event.target.type !== "range") { return; }
        var stage = event.target.closest(".viewer").querySelector(".stage");
        setMode(stage, "slider");
        stage.querySelector(".top").style.width = event.target.value + "%";
      });
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey || event.target.tagName === "INPUT") { return; }
        var card = cards[current];
        var modes = { e: "expected", a: "actual", d: "diff", s: "slider", b: "blink" };
        if (event.key === "j") { selectCard(current + 1); }
        else if (event.key === "k") { selectCard(current - 1); }
        else if (!card) { return; }
        else if (event.key === "ArrowRight" || event.key === "l") { selectFrame(card, selectedFrame(card) + 1); }
        else if (event.key === "ArrowLeft" || event.key === "h") { selectFrame(card, selectedFrame(card) - 1); }
        else if (modes[event.key]) { setMode(stageOf(card), modes[event.key]); }
        else { return; }
        event.preventDefault();
      });
      if (cards.length > 0) {
        current = 0;
        cards[0].classList.add("current");
      }
    })();
    """
}
