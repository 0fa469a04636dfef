// The book's interactive boards: relay steppers and the Play page. The
// browser never runs rules of its own: every board it shows comes from the
// crate itself, compiled to WebAssembly (engine.js and ayoayo.wasm, beside
// this script), or was recorded from it when the book was generated. No
// server is needed: the built book works from any static host.
(function () {
  "use strict";

  // Where this script, engine.js and the module are.
  var here = document.currentScript ? document.currentScript.src : document.baseURI;
  var engine = null;
  // The engine in this page, loaded once, when first needed.
  function loadEngine() {
    if (!engine) {
      engine = import(new URL("engine.js", here).href).then(function (m) {
        return m.init(new URL("ayoayo.wasm", here).href);
      });
    }
    return engine;
  }
  // A request of the JSON boundary: a path and its query, encoded by the
  // platform's URLSearchParams.
  function request(path, params) {
    return path + "?" + new URLSearchParams(params);
  }

  // A request of the JSON boundary, answered in this page: the parsed JSON.
  function ask(target) {
    return loadEngine().then(function (e) { return JSON.parse(e.query(target)); });
  }

  // What to do when the module cannot load: most often the book was opened
  // from disk, where a browser will not load a module from a file.
  var OFFLINE = location.protocol === "file:"
    ? "Browsers do not run it from a file opened on disk: in the repository's folder, run `cargo run --release --features book` and open the address it prints (http://127.0.0.1:3000/ unless you chose another port)."
    : "Reload the page; if that does not help, run `cargo run --release --features book` in the repository's folder and open the address it prints.";

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // A board drawn as the book's pictures draw it: a wooden board with
  // round pits, the stones as stones (up to twelve; past that the count
  // alone), player 1's row on top, right to left (pits 11..6), player 0's
  // below, left to right (pits 0..5), so that sowing runs counter-clockwise.
  // The pictures' marks mean the same here: a red slash on the pit sown
  // (it is skipped), a blue ring where the hand is, a yellow pit where the
  // relay ends. `asButtons` makes each pit a button (the Play page).
  function makeBoard(asButtons) {
    var board = el("div", "ayo-board");
    board.setAttribute("role", "group");
    board.setAttribute("aria-label", "The board");
    var pits = [];
    var rows = [[11, 10, 9, 8, 7, 6], [0, 1, 2, 3, 4, 5]];
    rows.forEach(function (row, r) {
      var line = el("div", "ayo-row");
      line.setAttribute("role", "group");
      line.setAttribute("aria-label", r === 0 ? "Player 1's row" : "Player 0's row");
      row.forEach(function (p) {
        var pit = el(asButtons ? "button" : "div", "ayo-pit");
        if (asButtons) pit.type = "button";
        else pit.setAttribute("role", "img");
        pit.dataset.pit = String(p);
        var hole = el("span", "ayo-hole");
        hole.setAttribute("aria-hidden", "true");
        hole.appendChild(el("span", "ayo-stones"));
        hole.appendChild(el("span", "ayo-count", "0"));
        pit.appendChild(hole);
        pit.appendChild(el("span", "ayo-index", "pit " + p));
        pits[p] = pit;
        line.appendChild(pit);
      });
      board.appendChild(line);
    });
    return { node: board, pits: pits };
  }

  // The stones of a pit, up to twelve, in a ring as the pictures draw them.
  function drawStones(node, count) {
    var shown = Math.min(count, 12);
    if (node.childNodes.length === shown) return;
    node.textContent = "";
    for (var k = 0; k < shown; k++) {
      var stone = el("span", "ayo-stone");
      var angle = k * 2 * Math.PI / 12;
      stone.style.left = (50 + 32 * Math.cos(angle)) + "%";
      stone.style.top = (50 + 32 * Math.sin(angle)) + "%";
      node.appendChild(stone);
    }
  }

  // What each mark says in words, for a screen reader.
  var MARK_WORDS = {
    "ayo-skip": "the pit sown, skipped",
    "ayo-at": "the hand is here",
    "ayo-end": "the relay ends here",
    "ayo-captured": "captured",
    "ayo-last": "the last move sowed this pit"
  };

  // Shows `counts` on the board; `marks` maps a pit to its extra classes.
  // `counts` null shows an empty board: nothing traced.
  function showBoard(board, counts, marks, labels) {
    board.pits.forEach(function (pit, p) {
      pit.className = "ayo-pit" + (marks[p] ? " " + marks[p] : "");
      var count = counts ? counts[p] : null;
      pit.querySelector(".ayo-count").textContent = count === null ? "–" : String(count);
      drawStones(pit.querySelector(".ayo-stones"), count || 0);
      var words = "pit " + p + (count === null ? "" : ": " + count + (count === 1 ? " stone" : " stones"));
      (marks[p] || "").split(" ").forEach(function (m) { if (MARK_WORDS[m]) words += ", " + MARK_WORDS[m]; });
      if (labels && labels[p]) words += ", " + labels[p];
      pit.setAttribute("aria-label", words);
      pit.dataset.count = count === null ? "" : String(count);
    });
  }

  // mdBook turns the page on ← and →. Inside a board widget they belong to
  // the widget: they never reach the page, and in a text field they move
  // the caret as usual.
  function keepArrows(root) {
    root.addEventListener("keydown", function (e) {
      if (e.key === "ArrowLeft" || e.key === "ArrowRight") e.stopPropagation();
    });
  }

  // The engine's refusal in a reader's words, after `lead`: "board: `a` is
  // not ..." becomes "In the board you typed, `a` is not ...".
  function refused(lead, error) {
    var m = /^(board|pit|row|to_move): (.*)$/.exec(error);
    var where = m ? { board: "In the board you typed, ", pit: "The pit: ", row: "The row: ", to_move: "" }[m[1]] : "";
    var words = (m ? m[2] : error).replace(/^malformed position: /, "");
    if (!where) words = words.charAt(0).toUpperCase() + words.slice(1);
    return lead + " " + where + words + ".";
  }

  // What the reader typed, short enough for a caption: a pasted page of
  // numbers is cut, not echoed whole.
  function clip(typed) {
    return typed.length > 40 ? typed.slice(0, 36) + " …" : typed;
  }

  // A key that a form field keeps for itself (editing and its own arrows).
  function fieldKey(e) {
    return /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName);
  }

  // ---- What the recorded widgets share -------------------------------------

  // A form under a widget for the reader's own board: the board's counts,
  // one number (`name`, 0 to `max`, labelled `label`), and a button that
  // submits it (`data-action` is `action`).
  function tryForm(root, counts, name, label, max, value, button, action) {
    var form = el("form", "ayo-try");
    function field(text, input) {
      var l = el("label", "", text + " ");
      l.appendChild(input);
      form.appendChild(l);
      return input;
    }
    var board = field("Your board (pits 0 to 11):", el("input"));
    board.value = counts.join(",");
    board.size = 28;
    board.dataset.field = "board";
    var number = field(label, el("input"));
    number.type = "number";
    number.min = "0";
    number.max = String(max);
    number.value = String(value);
    number.dataset.field = name;
    var submit = el("button", "", button);
    submit.type = "submit";
    submit.dataset.action = action;
    form.appendChild(submit);
    root.appendChild(form);
    return { form: form, board: board, number: number };
  }

  // A widget emptied while the engine works or after it refused: no board,
  // `words` in its status, every button off.
  function blank(w, words) {
    showBoard(w.board, null, {}, null);
    w.status.textContent = words;
    Object.keys(w.buttons).forEach(function (b) { w.buttons[b].disabled = true; });
  }

  // A widget holding recorded data (the JSON inside it): a caption, a board,
  // a status line and a row of buttons, focusable so that keys drive it.
  // Returns null if the data is missing.
  function widget(root, fallbackCaption) {
    var script = root.querySelector('script[type="application/json"]');
    if (!script) return null;
    var w = { data: JSON.parse(script.textContent), buttons: {} };
    root.classList.add("ayo-widget");
    root.tabIndex = 0;
    root.setAttribute("role", "region");
    var caption = root.dataset.caption || fallbackCaption;
    root.setAttribute("aria-label", caption);
    root.appendChild(el("p", "ayo-caption", caption));
    w.board = makeBoard(false);
    root.appendChild(w.board.node);
    w.status = el("p", "ayo-status");
    w.status.setAttribute("aria-live", "polite");
    root.appendChild(w.status);
    var controls = el("div", "ayo-controls");
    root.appendChild(controls);
    w.button = function (name, label, title, action) {
      var b = el("button", "", label);
      b.type = "button";
      b.title = title;
      b.setAttribute("aria-label", title);
      b.dataset.action = name;
      b.addEventListener("click", function () { action(); root.focus({ preventScroll: true }); });
      controls.appendChild(b);
      w.buttons[name] = b;
    };
    // `keys` maps a key to what it does while the widget has focus. mdBook
    // turns the page on ←/→; inside a board they act on the board instead.
    w.keys = function (keys) {
      keepArrows(root);
      root.addEventListener("keydown", function (e) {
        if (!keys[e.key] || fieldKey(e)) return;
        if (e.key === " " && e.target !== root) return; // a focused button handles space
        e.preventDefault();
        e.stopPropagation();
        keys[e.key]();
      });
    };
    return w;
  }

  // ---- The relay stepper -------------------------------------------------

  function describe(relay, f, i) {
    var last = i === relay.frames.length - 1;
    var ending = relay.ending;
    var parts = [];
    if (f.event === "start") {
      parts.push("Before the move: pit " + relay.start + " is about to be sown");
    } else {
      parts.push("Lap " + f.lap);
      parts.push(f.hand + (f.hand === 1 ? " stone" : " stones") + " in hand");
      if (f.event === "scoop") parts.push("scooped pit " + f.pit);
      if (f.event === "drop") parts.push("a stone into pit " + f.pit);
      if (f.event === "end") {
        parts.push("the last stone fell in empty pit " + f.pit + ": the relay ends" +
          (ending.kind === "stop" ? ", on the other row, so nothing is captured" : ""));
      }
      if (f.event === "capture") parts.push("captured " + ending.stones + " from pit " + f.pit);
      if (f.event === "cycle") {
        parts.push("the board and the pit to sow are exactly as after lap " +
          ending.from + ": the relay never ends (a cycle of " + ending.length + " laps)");
      }
    }
    parts.push("pit " + relay.start + " is skipped");
    if (last && ending.kind === "cycle" && f.event !== "cycle") {
      parts.push("recorded to lap " + f.lap + "; the relay never ends, and its cycle takes " +
        ending.length + " laps");
    } else if (last && relay.laps > f.lap && ending.kind !== "cycle") {
      parts.push("recorded to lap " + f.lap + " of " + relay.laps + "; the relay ends in pit " + ending.end);
    }
    return parts.join(" · ");
  }

  function initStepper(root) {
    // A stepper that names its move instead of holding it: the engine in
    // the page traces the move when the stepper is first shown.
    if (root.dataset.query && !root.querySelector("script")) {
      var details = root.closest("details");
      var fill = function () {
        ask(root.dataset.query).then(function (relay) {
          var data = el("script");
          data.type = "application/json";
          data.textContent = JSON.stringify(relay);
          root.appendChild(data);
          initStepper(root);
        }, function (err) {
          root.textContent = "The engine could not load in this page (" + err.message + "). " + OFFLINE;
        });
      };
      if (details && !details.open) {
        details.addEventListener("toggle", function once() {
          details.removeEventListener("toggle", once);
          fill();
        });
      } else {
        fill();
      }
      return;
    }
    var w = widget(root, "A relay, stone by stone");
    if (!w) return;
    var relay = w.data, board = w.board, status = w.status, buttons = w.buttons;
    var legend = el("p", "ayo-legend",
      "Red slash: the pit sown, which the relay skips. Blue ring: where the hand just was. " +
      "Yellow: the pit where the relay ends. " +
      "Keys: ←/→ a stone, ↑/↓ a lap, space plays, Home resets.");
    root.appendChild(legend);

    var at = 0;
    var timer = null;
    function last() { return relay.frames.length - 1; }
    function lapStart(i) {
      // The scoop frame of frame i's lap (or the start).
      var lap = relay.frames[i].lap;
      for (var j = i; j > 0; j--) {
        if (relay.frames[j].event === "scoop" && relay.frames[j].lap === lap) return j;
      }
      return 0;
    }
    function go(i) {
      if (!relay) return;
      at = Math.max(0, Math.min(last(), i));
      var f = relay.frames[at];
      var marks = {};
      marks[relay.start] = "ayo-skip";
      if (f.pit !== null) {
        var mark = "ayo-at";
        if (f.event === "end" || f.event === "cycle") mark = "ayo-end";
        if (f.event === "capture") mark = "ayo-captured";
        marks[f.pit] = (marks[f.pit] ? marks[f.pit] + " " : "") + mark;
      }
      if (f.event === "capture") {
        var end = relay.ending.end;
        marks[end] = (marks[end] ? marks[end] + " " : "") + "ayo-end";
      }
      showBoard(board, f.board, marks, null);
      status.textContent = describe(relay, f, at);
      root.dataset.frame = String(at);
      root.dataset.lap = String(f.lap);
      root.dataset.event = f.event;
      buttons.prevStone.disabled = buttons.prevLap.disabled = buttons.reset.disabled = at === 0;
      buttons.nextStone.disabled = buttons.nextLap.disabled = at === last();
      buttons.play.disabled = false;
      if (at === last()) stop();
    }
    function nextLap() {
      if (!relay) return;
      var lap = relay.frames[at].lap;
      for (var j = at + 1; j <= last(); j++) {
        if (relay.frames[j].event === "scoop" && relay.frames[j].lap > lap) return go(j);
      }
      go(last());
    }
    function prevLap() {
      if (!relay) return;
      var s = lapStart(at);
      if (s < at) return go(s);
      if (at === 0) return;
      go(lapStart(at - 1));
    }
    function stop() {
      if (timer !== null) { clearInterval(timer); timer = null; }
      buttons.play.textContent = "▶ Play";
      buttons.play.setAttribute("aria-label", "Play the relay");
    }
    function toggle() {
      if (timer !== null) return stop();
      if (!relay) return;
      if (at === last()) go(0);
      buttons.play.textContent = "❚❚ Pause";
      buttons.play.setAttribute("aria-label", "Pause");
      timer = setInterval(function () { go(at + 1); }, 350);
    }
    // Every way of moving by hand stops the relay playing first.
    function stopping(move) { return function () { stop(); move(); }; }
    var reset = stopping(function () { go(0); });
    var prevStone = stopping(function () { go(at - 1); });
    var nextStone = stopping(function () { go(at + 1); });
    var toEnd = stopping(function () { go(last()); });
    w.button("reset", "Reset", "Reset to the start", reset);
    w.button("prevLap", "◀◀", "Previous lap", stopping(prevLap));
    w.button("prevStone", "◀", "Previous stone", prevStone);
    w.button("nextStone", "▶", "Next stone", nextStone);
    w.button("nextLap", "▶▶", "Next lap", stopping(nextLap));
    w.button("play", "▶ Play", "Play the relay", toggle);
    w.keys({
      ArrowRight: nextStone,
      ArrowLeft: prevStone,
      ArrowDown: stopping(nextLap),
      ArrowUp: stopping(prevLap),
      Home: reset,
      End: toEnd,
      " ": toggle
    });
    go(0);

    // Any board, any pit: the reader types a board, and the engine in the
    // page traces the move.
    var tried = tryForm(root, relay.frames[0].board, "pit", "pit", 11, relay.start,
      "Trace this move", "trace");
    var form = tried.form, boardInput = tried.board, pitInput = tried.number;
    var caption = root.querySelector(".ayo-caption");
    var asked = 0;
    // Caption, board and status always describe one trace: while a typed
    // board is traced, and after it is refused, the old trace is gone.
    function clear(words) {
      relay = null;
      at = 0;
      blank(w, words);
      root.dataset.frame = "";
      root.dataset.lap = "";
    }
    function refusal(error) { return refused("This move cannot be traced.", error); }
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      stop();
      // Counts may be separated by commas, spaces or both.
      var typed = boardInput.value.trim().replace(/[\s,]+/g, ",");
      var pit = Number(pitInput.value);
      var toMove = pit >= 6 && pit <= 11 ? 1 : 0;
      var target = request("/api/relay", { board: typed, to_move: toMove, pit: pitInput.value });
      var mine = ++asked;
      if (pitInput.value.trim() === "") {
        clear("Type the pit to sow: a number from 0 to 11.");
        root.dataset.event = "refused";
        return;
      }
      caption.textContent = "Your board " + clip(typed) + ", sowing pit " + clip(pitInput.value);
      root.setAttribute("aria-label", caption.textContent);
      clear("Tracing…");
      root.dataset.event = "tracing";
      ask(target).then(function (answer) {
        if (mine !== asked) return;
        if (answer.error) {
          clear(refusal(answer.error));
          root.dataset.event = "refused";
          return;
        }
        relay = answer;
        go(0);
      }, function (err) {
        if (mine !== asked) return;
        clear("The engine could not load in this page (" + err.message + "). " + OFFLINE);
        root.dataset.event = "refused";
      });
    });
  }

  // ---- The call stack of a recursion --------------------------------------

  // What a recording's end says, in words.
  function callsEnding(calls) {
    var e = calls.ending;
    if (e.kind === "returned") return "Every call has returned; the first call's result is " + e.result + ".";
    if (e.kind === "cycle") {
      return "Call " + e.depth + " receives the same board and pit as call " + e.from +
        ": from here the same calls repeat without end, and none of the " + e.depth +
        " frames on the stack ever returns. Unguarded, each lap adds a frame until the stack overflows.";
    }
    if (e.kind === "deep") return "Stopped here: this recursion goes deeper than the stepper follows.";
    return "The first call is refused: " + e.error + ".";
  }

  // A recursion, call by call: the stack of frames, newest on top, each
  // with its arguments; on the way back each shows its result, then goes.
  // The calls come from the crate (recorded, or asked of the engine in the
  // page for a board the reader types).
  function initCalls(root) {
    var w = widget(root, "A recursion, call by call");
    if (!w) return;
    var calls = w.data, board = w.board, status = w.status, buttons = w.buttons;
    var stack = el("ol", "ayo-stack");
    stack.setAttribute("aria-label", "The call stack, newest frame first");
    root.insertBefore(stack, status);
    var at = 0;
    function go(i) {
      if (!calls) return;
      var steps = calls.steps;
      at = Math.max(0, Math.min(steps.length - 1, i));
      var frames = [];
      for (var k = 0; k <= at; k++) {
        var s = steps[k];
        if (s.event === "call") frames.push({ call: s.call, board: s.board, result: null });
        else if (k === at) frames[frames.length - 1].result = s.result;
        else frames.pop();
      }
      stack.textContent = "";
      // At the end of an endless relay, the frame the last call repeats.
      var repeated = at === steps.length - 1 && calls.ending.kind === "cycle" ? calls.ending.from : 0;
      frames.slice().reverse().forEach(function (f, n) {
        var depth = frames.length - n;
        var item = el("li", "ayo-frame" + (n === 0 ? " ayo-top" : "") + (depth === repeated ? " ayo-repeated" : ""));
        item.appendChild(el("code", "", f.call));
        if (f.result !== null) item.appendChild(el("span", "ayo-result", " returns " + f.result));
        if (depth === repeated) item.appendChild(el("span", "ayo-result", " ← the newest call repeats this one"));
        stack.appendChild(item);
      });
      var top = frames[frames.length - 1];
      if (top && top.board) showBoard(board, top.board, {}, null);
      var s = steps[at];
      var words = s.event === "call"
        ? "Call " + s.depth + ": " + s.call + " · " + frames.length + (frames.length === 1 ? " frame" : " frames") + " on the stack"
        : "Call " + s.depth + " returns " + s.result + " · " + (frames.length - 1) + (frames.length === 2 ? " frame" : " frames") + " left";
      if (at === steps.length - 1) words += " · " + callsEnding(calls);
      status.textContent = words;
      root.dataset.step = String(at);
      root.dataset.depth = String(frames.length);
      buttons.first.disabled = buttons.prev.disabled = at === 0;
      buttons.next.disabled = buttons.last.disabled = at === steps.length - 1;
    }
    var first = function () { go(0); };
    var prev = function () { go(at - 1); };
    var next = function () { go(at + 1); };
    var end = function () { if (calls) go(calls.steps.length - 1); };
    w.button("first", "Start", "The first call", first);
    w.button("prev", "◀", "Previous step", prev);
    w.button("next", "▶", "Next step", next);
    w.button("last", "End", "The last step", end);
    w.keys({ ArrowRight: next, ArrowLeft: prev, Home: first, End: end });
    root.appendChild(el("p", "ayo-legend",
      "Each line is a frame on the stack, newest first, with the arguments it received; " +
      "on the way back a frame shows what it returns, then leaves. Keys: ←/→ a step, Home and End."));

    // Another board: the engine in the page records the same recursion.
    var of = root.dataset.of, which = of === "relay" ? "pit" : "row";
    var tried = tryForm(root, calls.steps[0] && calls.steps[0].board || [], which,
      which === "pit" ? "pit" : "row (0 or 1)", which === "pit" ? 11 : 1,
      root.dataset[which] || "0", "Record the calls", "record");
    var form = tried.form, boardInput = tried.board, atInput = tried.number;
    var caption = root.querySelector(".ayo-caption");
    var asked = 0;
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var typed = boardInput.value.trim().replace(/[\s,]+/g, ",");
      var params = { of: of, board: typed };
      params[which] = atInput.value;
      caption.textContent = "Your board " + clip(typed) + ", " + which + " " + clip(atInput.value);
      root.setAttribute("aria-label", caption.textContent);
      // Caption, frames and status always describe one recording: while a
      // board is recorded, and after it is refused, the old one is gone.
      var clear = function (words) {
        calls = null;
        stack.textContent = "";
        blank(w, words);
        root.dataset.step = "";
        root.dataset.depth = "";
      };
      if (atInput.value.trim() === "") {
        clear(which === "pit" ? "Type the pit to sow: a number from 0 to 11." : "Type the row: 0 or 1.");
        return;
      }
      clear("Recording…");
      var mine = ++asked;
      ask(request("/api/calls", params)).then(function (answer) {
        if (mine !== asked) return;
        if (answer.error) {
          clear(refused("These calls cannot be recorded.", answer.error));
          return;
        }
        calls = answer;
        go(0);
      }, function (err) {
        if (mine === asked) clear("The engine could not load in this page (" + err.message + "). " + OFFLINE);
      });
    });
    go(0);
  }

  // ---- A recorded game, ply by ply ----------------------------------------

  function initReplay(root) {
    var w = widget(root, "A recorded game");
    if (!w) return;
    var game = w.data, board = w.board, status = w.status, buttons = w.buttons;
    var at = 0;
    function go(i) {
      at = Math.max(0, Math.min(game.plies.length - 1, i));
      var p = game.plies[at];
      var marks = {};
      if (at > 0) marks[game.moves[at - 1]] = "ayo-skip";
      showBoard(board, p.board, marks, null);
      var words = at === 0 ? "The opening" :
        "Ply " + at + ": player " + ((at - 1) % 2) + " sowed pit " + game.moves[at - 1];
      words += " · score " + p.score[0] + " to " + p.score[1];
      if (p.over) words += " · game over: " + (p.result === "tie" ? "a tie" : p.result.replace("player", "player ") + " won");
      status.textContent = words;
      root.dataset.ply = String(at);
      buttons.prev.disabled = buttons.first.disabled = at === 0;
      buttons.next.disabled = buttons.last.disabled = at === game.plies.length - 1;
    }
    var first = function () { go(0); };
    var prev = function () { go(at - 1); };
    var next = function () { go(at + 1); };
    var end = function () { go(game.plies.length - 1); };
    w.button("first", "Start", "The opening", first);
    w.button("prev", "◀", "Previous move", prev);
    w.button("next", "▶", "Next move", next);
    w.button("last", "End", "The end", end);
    w.keys({ ArrowRight: next, ArrowLeft: prev, Home: first, End: end });
    go(0);
  }

  // ---- The Play page -------------------------------------------------------

  // The opponent thinks in a Web Worker, so the page never freezes. Where
  // a worker cannot start, it thinks in the page.
  function thinker() {
    var worker = null, waiting = {}, next = 0;
    try {
      worker = new Worker(new URL("engine-worker.js", here).href, { type: "module" });
      worker.onmessage = function (e) {
        var done = waiting[e.data.id];
        delete waiting[e.data.id];
        if (!done) return;
        if (e.data.error) done.fail(new Error(e.data.error));
        else done.ok(JSON.parse(e.data.answer));
      };
      // A worker that cannot load says so only by this event: answer
      // whatever it was asked in the page instead, and from now on too.
      worker.onerror = function () {
        worker = null;
        Object.keys(waiting).forEach(function (id) {
          var done = waiting[id];
          delete waiting[id];
          ask(done.target).then(done.ok, done.fail);
        });
      };
    } catch (e) {
      worker = null;
    }
    return function think(target) {
      if (!worker) return ask(target);
      return new Promise(function (ok, fail) {
        var id = next++;
        waiting[id] = { ok: ok, fail: fail, target: target };
        worker.postMessage({ id: id, target: target });
      });
    };
  }

  var STRENGTHS = [
    ["random", "Random: any permissible move"],
    ["greedy", "Greedy: the biggest capture now"],
    ["search:2", "Search, 2 plies ahead"],
    ["search:4", "Search, 4 plies ahead"],
    ["search:8", "Search, 8 plies ahead"],
    ["search", "Full strength: 200 ms a move"]
  ];

  function initPlay(root) {
    root.classList.add("ayo-widget");
    root.dataset.engine = "loading";
    var failed = root.querySelector(".ayo-offline");
    var think = thinker();
    var you = 0, opponent = root.dataset.opponent || "search";
    var moves = [], undone = [], plies = null;
    var busy = false, generation = 0, seed = Math.floor(Math.random() * 1e9);

    var setup = el("div", "ayo-controls ayo-setup");
    function choice(label, options, value, changed) {
      var l = el("label", "", label + " ");
      var select = el("select");
      options.forEach(function (o) {
        var option = el("option", "", o[1]);
        option.value = o[0];
        select.appendChild(option);
      });
      select.value = value;
      select.addEventListener("change", function () { changed(select.value); });
      l.appendChild(select);
      setup.appendChild(l);
      return select;
    }
    // Changing sides mid-game keeps the game: you take over the other
    // player from here. Before the first move, or once the game is over,
    // it starts a new game on the side chosen.
    var sideSelect = choice("You play", [["0", "first (player 0, bottom row)"], ["1", "second (player 1, top row)"]], "0",
      function (v) {
        you = Number(v);
        if (!inGame()) return newGame();
        var side = you === 0 ? "player 0, the bottom row" : "player 1, the top row";
        undone = [];
        refresh(true, "You now play " + side + "; the game goes on.");
      });
    sideSelect.dataset.action = "side";
    var strengthSelect = choice("against", STRENGTHS, opponent, function (v) { opponent = v; refresh(true); });
    strengthSelect.dataset.action = "strength";
    var board = makeBoard(true);
    board.node.id = "ayo-play-board";
    board.node.tabIndex = -1;
    var scores = el("div", "ayo-scores");
    // The prompt ("Your move…") is shown; what happened (each move in
    // words, a hint, the end) is said, in the live region.
    var status = el("p", "ayo-status");
    var said = el("p", "ayo-said");
    said.setAttribute("role", "status");
    said.setAttribute("aria-live", "polite");
    var legend = el("p", "ayo-legend",
      "A pit you may play has a dark ring and ▲. A red slash marks the pit the last move sowed. " +
      "Keys: Tab reaches the board, ←/→ move between your pits, Enter plays; during a game, " +
      "←/→ never turn the page.");
    var controls = el("div", "ayo-controls");
    var record = el("p", "ayo-record");
    var hinting = false;
    // The control that had the focus when the computer's turn switched it
    // off, to be given it back when the turn is over.
    var parked = null, parkedAt = null;

    // The game is kept in the tab's session storage, so that leaving the
    // page (a link, a stray key) and coming back finds it as it was.
    var KEPT = "ayoayo-play";
    function keep() {
      try {
        sessionStorage.setItem(KEPT, JSON.stringify(
          { moves: moves, undone: undone, you: you, opponent: opponent, seed: seed }));
      } catch (e) { /* storage off: the game lasts as long as the page */ }
    }
    function kept() {
      try {
        var k = JSON.parse(sessionStorage.getItem(KEPT) || "null");
        var pits = function (a) {
          return Array.isArray(a) && a.length <= 2000 &&
            a.every(function (p) { return Number.isInteger(p) && p >= 0 && p < 12; });
        };
        var known = STRENGTHS.some(function (s) { return k && s[0] === k.opponent; });
        if (k && pits(k.moves) && pits(k.undone) && (k.you === 0 || k.you === 1) && known &&
            Number.isSafeInteger(k.seed) && k.seed >= 0) return k;
      } catch (e) { /* nothing kept, or not a game */ }
      return null;
    }
    // Whether a game is under way: a move played, and not over.
    function inGame() {
      return moves.length > 0 && plies !== null && !plies[plies.length - 1].over;
    }
    // mdBook turns the page on ← and →; during a game they never do, on
    // this page, whatever has the focus.
    document.body.addEventListener("keydown", function (e) {
      if ((e.key === "ArrowLeft" || e.key === "ArrowRight") && inGame()) e.stopPropagation();
    });

    // ←/→ (and ↑/↓) move between the pits that can be played; they never
    // turn the book's page.
    keepArrows(root);
    board.node.addEventListener("keydown", function (e) {
      var step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
      if (!step) return;
      e.preventDefault();
      var open = Array.prototype.filter.call(board.node.querySelectorAll("button.ayo-pit"),
        function (b) { return !b.disabled; });
      if (open.length === 0) return;
      var i = open.indexOf(document.activeElement);
      var next = i < 0 ? (step > 0 ? 0 : open.length - 1) : (i + step + open.length) % open.length;
      open[next].focus();
    });

    // A move in words, from the engine's trace of it: "The computer sowed
    // pit 9: 3 laps, ended in pit 2, captured 4 stones."
    function tell(who, before, pit) {
      return ask(request("/api/relay", { moves: before.join(","), pit: pit })).then(function (r) {
        if (r.error) return who + " sowed pit " + pit + ".";
        var words = who + " sowed pit " + pit + ": " + r.laps + (r.laps === 1 ? " lap" : " laps");
        if (r.ending.end !== undefined) words += ", ended in pit " + r.ending.end;
        if (r.ending.kind === "capture" && r.ending.stones > 0) {
          words += ", captured " + r.ending.stones + (r.ending.stones === 1 ? " stone" : " stones");
        }
        return words + ".";
      });
    }
    function say(words) { said.textContent = words; }

    function button(name, label, action) {
      var b = el("button", "", label);
      b.type = "button";
      b.dataset.action = name;
      b.addEventListener("click", action);
      controls.appendChild(b);
      return b;
    }
    // Undo goes back to your previous turn, redo forward to your next one.
    var undoButton = button("undo", "Undo", function () {
      if (moves.length === 0) return;
      var keep = moves.length - 1;
      while (keep > 0 && (keep % 2) !== you) keep--;
      // What is undone waits, last move first, to be redone.
      var back = moves.slice(keep);
      undone = undone.concat(back.slice().reverse());
      moves = moves.slice(0, keep);
      say("Took back " + (back.length === 1 ? "the move " : "the moves ") + back.join(" and ") + ".");
      refresh(true);
    });
    var redoButton = button("redo", "Redo", function () {
      if (undone.length === 0) return;
      var again = [];
      do { again.push(undone.pop()); moves.push(again[again.length - 1]); } while (undone.length && (moves.length % 2) !== you);
      say("Played again " + (again.length === 1 ? "the move " : "the moves ") + again.join(" and ") + ".");
      refresh(true);
    });
    // Nothing queues: while a hint or the computer's move is being
    // searched, the controls that would start another search are off.
    var hintButton = button("hint", "Hint", function () {
      if (busy || hinting) return;
      var asked = generation;
      hinting = true;
      draw();
      say("Thinking of a hint…");
      think(request("/api/move", { moves: moves.join(","), opponent: "search" })).then(function (m) {
        hinting = false;
        if (asked !== generation) return;
        draw();
        say(m.error ? m.error : "Hint: search would play pit " + m.pit + ".");
      }, function (err) { hinting = false; failed2(err); });
    });
    var newButton = button("new", "New game", function () { newGame(); });

    // The engine failed in the middle of a game: say so, and let the
    // reader go on (undo, a new game) rather than wait for ever.
    function failed2(err) {
      busy = false;
      if (plies) draw();
      say("The engine failed: " + err.message + ". Undo or start a new game to go on.");
    }

    function newGame() {
      moves = [];
      undone = [];
      seed = Math.floor(Math.random() * 1e9);
      refresh(true, "A new game: you play " + (you === 0 ? "first." : "second."));
    }

    function draw() {
      var now = plies[plies.length - 1];
      var yours = now.to_move === you && !now.over;
      var marks = {}, labels = {};
      if (moves.length > 0) marks[moves[moves.length - 1]] = "ayo-last";
      (yours && !busy && !hinting ? now.permissible : []).forEach(function (p) {
        marks[p] = (marks[p] ? marks[p] + " " : "") + "ayo-playable";
        labels[p] = "you may play it";
      });
      showBoard(board, now.board, marks, labels);
      // Focus stays on the board: off a pit about to be disabled, onto the
      // board itself, and back onto a pit when it is your turn again.
      // (Unless the focus was only parked there by a control switched off
      // for the computer's turn: that control has it back, below.)
      var focused = board.node.contains(document.activeElement) &&
        !(parked && document.activeElement === parkedAt);
      board.pits.forEach(function (pit, p) {
        pit.disabled = busy || hinting || !yours || now.permissible.indexOf(p) < 0;
      });
      if (focused && (document.activeElement === board.node || document.activeElement.disabled ||
          !board.node.contains(document.activeElement))) {
        var first = board.pits.filter(function (pit) { return !pit.disabled; })[0];
        (first || board.node).focus({ preventScroll: true });
      }
      scores.textContent = "";
      scores.appendChild(el("span", "", "Player 0 (" + (you === 0 ? "you" : opponent) + "): " + now.score[0]));
      scores.appendChild(el("span", "", "Player 1 (" + (you === 1 ? "you" : opponent) + "): " + now.score[1]));
      if (now.over) {
        var words = now.result === "tie" ? "a tie" : now.result === "player" + you ? "you won" : "the computer won";
        status.textContent = "Game over: " + words + ", " + now.score[0] + " to " + now.score[1] + ".";
      } else if (yours && busy) {
        status.textContent = "Sowing…";
      } else if (yours) {
        var pits = now.permissible;
        status.textContent = pits.length === 1
          ? "Your move: pit " + pits[0] + " is the only one you may play."
          : "Your move: choose one of the pits " + pits.join(", ") + ".";
      } else {
        status.textContent = "The computer (" + opponent + ") is thinking…";
      }
      root.dataset.moves = moves.join(",");
      root.dataset.over = String(now.over);
      // The record, breakable only after a comma, never inside a pit's number.
      record.textContent = "Game record: ayoayo replay ";
      moves.forEach(function (pit, k) {
        if (k > 0) {
          record.appendChild(document.createTextNode(","));
          record.appendChild(document.createElement("wbr"));
        }
        record.appendChild(document.createTextNode(String(pit)));
      });
      // Undo goes back to your last turn; playing second, the computer's
      // opening is no move of yours to take back.
      undoButton.disabled = moves.length <= you || hinting;
      redoButton.disabled = undone.length === 0 || busy || hinting;
      hintButton.disabled = busy || hinting || !yours;
      newButton.disabled = busy || hinting;
      sideSelect.disabled = strengthSelect.disabled = busy || hinting;
      root.dataset.busy = String(busy || hinting);
      // A control that has just been switched off hands the focus to the
      // board, rather than dropping it to the page, and has it back when
      // it is on again, unless the reader has moved on meanwhile.
      var active = document.activeElement;
      var open = board.pits.filter(function (pit) { return !pit.disabled; })[0];
      if (active && active.disabled && root.contains(active) && !board.node.contains(active)) {
        parked = active;
        (open || board.node).focus({ preventScroll: true });
      } else if (parked && !busy && !hinting) {
        // The turn is over: the control has the focus back if the reader
        // left it where it was put, or a pit does if the control is still
        // off (Redo with nothing left to redo).
        if (active === board.node || active === parkedAt) {
          (parked.disabled ? open || board.node : parked).focus({ preventScroll: true });
        }
        parked = null;
      }
      parkedAt = parked ? document.activeElement : null;
      keep();
    }

    // Replays the moves in the page's engine; on the computer's turn, asks
    // the worker for its move. A reply to an older game is dropped.
    function refresh(newTurn, mine) {
      if (newTurn) generation++;
      var asked = generation;
      return ask(request("/api/replay", { moves: moves.join(",") })).then(function (answer) {
        if (answer.error) {
          busy = false;
          status.textContent = answer.error;
          return;
        }
        plies = answer;
        var now = plies[plies.length - 1];
        busy = !now.over && now.to_move !== you;
        draw();
        if (!busy) {
          if (mine) say(mine + over());
          return;
        }
        var target = request("/api/move", { moves: moves.join(","), opponent: opponent, seed: seed + moves.length });
        return think(target).then(function (m) {
          if (asked !== generation) return;
          if (m.error) {
            busy = false;
            draw();
            say(m.error);
            return;
          }
          var before = moves.slice();
          return tell("The computer", before, m.pit).then(function (words) {
            if (asked !== generation) return;
            played(m.pit);
            return refresh(false).then(function () {
              if (asked === generation) say(mine ? mine + " " + words + over() : words + over());
            });
          });
        });
      }).catch(function (err) {
        if (asked === generation) failed2(err);
      });
    }

    // A move played afresh: if it is the move that was undone next, it is
    // a redo; any other starts a new line, and what was undone is gone.
    function played(pit) {
      moves.push(pit);
      if (undone.length && undone[undone.length - 1] === pit) undone.pop();
      else undone = [];
    }

    // The end of the game, in words, once it is over.
    function over() {
      var now = plies[plies.length - 1];
      if (!now.over) return "";
      var words = now.result === "tie" ? "a tie" : now.result === "player" + you ? "you won" : "the computer won";
      return " Game over: " + words + ", " + now.score[0] + " to " + now.score[1] + ".";
    }

    board.pits.forEach(function (pit, p) {
      pit.addEventListener("click", function () {
        if (busy || hinting || pit.disabled) return;
        var before = moves.slice();
        played(p);
        generation++;
        var asked = generation;
        busy = true;
        draw();
        tell("You", before, p).then(function (words) {
          if (asked === generation) return refresh(false, words);
        }).catch(function (err) { if (asked === generation) failed2(err); });
      });
    });

    var back = kept();
    ask(request("/api/replay", { moves: "" })).then(function (answer) {
      if (!Array.isArray(answer)) throw new Error("the engine did not answer");
      if (failed) failed.hidden = true;
      // What is happening stands above the board, where a phone shows it
      // with the board; the controls and the key to the marks below.
      root.insertBefore(record, root.firstChild);
      root.insertBefore(legend, root.firstChild);
      root.insertBefore(controls, root.firstChild);
      root.insertBefore(board.node, root.firstChild);
      root.insertBefore(said, root.firstChild);
      root.insertBefore(status, root.firstChild);
      root.insertBefore(scores, root.firstChild);
      root.insertBefore(setup, root.firstChild);
      plies = answer;
      root.dataset.engine = "ready";
      draw();
      skipLink(board.node, "Skip to the board");
      // A game kept from before (read before the first draw kept this
      // one), if the engine still plays its moves.
      if (!back || back.moves.length + back.undone.length === 0) return;
      var redoable = back.moves.concat(back.undone.slice().reverse());
      return Promise.all([
        ask(request("/api/replay", { moves: back.moves.join(",") })),
        ask(request("/api/replay", { moves: redoable.join(",") })),
      ]).then(function (answers) {
        if (!Array.isArray(answers[0]) || moves.length > 0) return;
        moves = back.moves;
        undone = Array.isArray(answers[1]) ? back.undone : [];
        you = back.you;
        opponent = back.opponent;
        seed = back.seed;
        sideSelect.value = String(you);
        strengthSelect.value = opponent;
        refresh(true, "Your game is back as you left it, " + moves.length +
          (moves.length === 1 ? " move" : " moves") + " in.");
      }).catch(function () { /* the kept game is dropped; a new one is ready */ });
    }).catch(function (err) {
      root.dataset.engine = "failed";
      var why = el("p", "ayo-status", "The engine could not load in this page (" + err.message +
        "), so the board cannot play. " + OFFLINE + " Below is a game it played.");
      why.setAttribute("role", "alert");
      root.insertBefore(why, root.firstChild);
      if (failed) failed.hidden = false;
    });
  }

  // mdBook's sidebar toggle is a <label> carrying aria-controls, which only
  // a widget may: make it the button it acts as, reachable and pressable
  // from the keyboard. And a code block wider than the page scrolls, so the
  // keyboard must be able to reach it to scroll it.
  function accessible() {
    var toggle = document.getElementById("mdbook-sidebar-toggle");
    if (toggle) {
      toggle.setAttribute("role", "button");
      toggle.tabIndex = 0;
      toggle.addEventListener("keydown", function (e) {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          toggle.click();
        }
      });
    }
    var scrollable = function () {
      document.querySelectorAll("pre, pre > code, .table-wrapper, .content p").forEach(function (block) {
        if (block.scrollWidth > block.clientWidth) block.tabIndex = 0;
      });
    };
    scrollable();
    // A picture wider than the column scrolls in its paragraph, which is
    // known only once the picture has loaded.
    window.addEventListener("load", scrollable);
  }

  // A link first in the page's Tab order, shown when focused, that takes
  // the keyboard straight to `target` past the table of contents.
  function skipLink(target, words) {
    var link = el("a", "ayo-skip-link", words);
    link.href = "#" + target.id;
    link.addEventListener("click", function (e) {
      e.preventDefault();
      var pit = target.querySelector("button.ayo-pit:not([disabled])");
      (pit || target).focus();
      target.scrollIntoView({ block: "center" });
    });
    document.body.insertBefore(link, document.body.firstChild);
  }

  function start() {
    accessible();
    document.querySelectorAll(".ayoayo-stepper").forEach(initStepper);
    document.querySelectorAll(".ayoayo-replay").forEach(initReplay);
    document.querySelectorAll(".ayoayo-calls").forEach(initCalls);
    document.querySelectorAll(".ayoayo-play").forEach(initPlay);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
