// The book's interactive boards: relay steppers (frames recorded from the
// engine when the book was generated) and the Play page (moves answered by
// the `ayoayo book` server's JSON API). The browser never runs rules of its
// own: every board it shows comes from the Rust engine.
(function () {
  "use strict";

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // A board: player 1's row on top, right to left (pits 11..6), player 0's
  // below, left to right (pits 0..5), so that sowing runs counter-clockwise.
  // `asButtons` makes each pit a button (the Play page).
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
        pit.appendChild(el("span", "ayo-count", "0"));
        pit.appendChild(el("span", "ayo-index", "pit " + p));
        pits[p] = pit;
        line.appendChild(pit);
      });
      board.appendChild(line);
    });
    return { node: board, pits: pits };
  }

  // Shows `counts` on the board; `marks` maps a pit to its extra classes.
  function showBoard(board, counts, marks, labels) {
    board.pits.forEach(function (pit, p) {
      pit.className = "ayo-pit" + (marks[p] ? " " + marks[p] : "");
      pit.querySelector(".ayo-count").textContent = String(counts[p]);
      var words = "pit " + p + ": " + counts[p] + (counts[p] === 1 ? " stone" : " stones");
      if (labels && labels[p]) words += ", " + labels[p];
      pit.setAttribute("aria-label", words);
      pit.dataset.count = String(counts[p]);
    });
  }

  // ---- What the recorded widgets share -------------------------------------

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
      root.addEventListener("keydown", function (e) {
        if (!keys[e.key]) return;
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
    }
    return parts.join(" · ");
  }

  function initStepper(root) {
    var w = widget(root, "A relay, stone by stone");
    if (!w) return;
    var relay = w.data, board = w.board, status = w.status, buttons = w.buttons;
    var legend = el("p", "ayo-legend",
      "Dashed: the skipped pit. Ringed: where the hand just was. Filled: the end pit. " +
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
      if (at === last()) stop();
    }
    function nextLap() {
      var lap = relay.frames[at].lap;
      for (var j = at + 1; j <= last(); j++) {
        if (relay.frames[j].event === "scoop" && relay.frames[j].lap > lap) return go(j);
      }
      go(last());
    }
    function prevLap() {
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

  function getJson(url) {
    return fetch(url, { cache: "no-store" }).then(function (r) {
      return r.json().then(function (body) { return { status: r.status, body: body }; });
    });
  }

  function initPlay(root) {
    root.classList.add("ayo-widget");
    var you = 0;
    var opponent = root.dataset.opponent || "search";
    var moves = [];
    var busy = false;
    var board = makeBoard(true);
    var scores = el("div", "ayo-scores");
    var status = el("p", "ayo-status");
    status.setAttribute("aria-live", "polite");
    var controls = el("div", "ayo-controls");
    var record = el("p", "ayo-record");
    var offline = root.querySelector(".ayo-offline");

    function button(name, label, action) {
      var b = el("button", "", label);
      b.type = "button";
      b.dataset.action = name;
      b.addEventListener("click", action);
      controls.appendChild(b);
      return b;
    }
    var undoButton = button("undo", "Undo", function () {
      if (busy || moves.length === 0) return;
      // Back to your previous turn: drop the opponent's reply and your move.
      var keep = moves.length - 1;
      while (keep > 0 && (keep % 2) !== you) keep--;
      moves = moves.slice(0, keep);
      refresh();
    });
    var hintButton = button("hint", "Hint", function () {
      if (busy) return;
      getJson("/api/move?moves=" + moves.join(",") + "&opponent=search").then(function (r) {
        if (r.status === 200) status.textContent = "Hint: search would play pit " + r.body.pit + ".";
      });
    });
    button("new", "New game", function () { moves = []; refresh(); });

    function draw(plies) {
      var now = plies[plies.length - 1];
      var permissible = now.to_move === you && !now.over ? now.permissible : [];
      var marks = {};
      var labels = {};
      permissible.forEach(function (p) { marks[p] = "ayo-playable"; labels[p] = "play this pit"; });
      showBoard(board, now.board, marks, labels);
      board.pits.forEach(function (pit, p) { pit.disabled = busy || permissible.indexOf(p) < 0; });
      scores.textContent = "";
      scores.appendChild(el("span", "", "Player 0 (you): " + now.score[0]));
      scores.appendChild(el("span", "", "Player 1 (" + opponent + "): " + now.score[1]));
      if (now.over) {
        var words = now.result === "tie" ? "a tie" : now.result === "player0" ? "you won" : "the computer won";
        status.textContent = "Game over: " + words + ", " + now.score[0] + " to " + now.score[1] + ".";
      } else if (now.to_move === you) {
        status.textContent = "Your move: click one of the pits " + now.permissible.join(", ") + ".";
      } else {
        status.textContent = "The computer is thinking…";
      }
      root.dataset.moves = moves.join(",");
      root.dataset.over = String(now.over);
      record.textContent = "Game record: ayoayo replay " + moves.join(",");
      undoButton.disabled = busy || moves.length === 0;
      hintButton.disabled = busy || now.over || now.to_move !== you;
    }

    function refresh() {
      busy = true;
      return getJson("/api/replay?moves=" + moves.join(",")).then(function (r) {
        if (r.status !== 200) {
          status.textContent = r.body.error || "The server refused the game.";
          busy = false;
          return;
        }
        var plies = r.body;
        var now = plies[plies.length - 1];
        if (!now.over && now.to_move !== you) {
          draw(plies);
          return getJson("/api/move?moves=" + moves.join(",") + "&opponent=" + opponent).then(function (m) {
            if (m.status === 200) {
              moves.push(m.body.pit);
              return refresh();
            }
            busy = false;
            status.textContent = m.body.error;
          });
        }
        busy = false;
        draw(plies);
      });
    }

    board.pits.forEach(function (pit, p) {
      pit.addEventListener("click", function () {
        if (busy || pit.disabled) return;
        moves.push(p);
        refresh();
      });
    });

    getJson("/api/replay?moves=").then(function (r) {
      if (r.status !== 200 || !Array.isArray(r.body)) throw new Error("no API");
      if (offline) offline.hidden = true;
      root.insertBefore(controls, root.firstChild);
      root.insertBefore(status, root.firstChild);
      root.insertBefore(scores, root.firstChild);
      root.insertBefore(board.node, root.firstChild);
      root.appendChild(record);
      root.dataset.ready = "true";
      draw(r.body);
    }).catch(function () {
      if (offline) offline.hidden = false;
      root.dataset.ready = "offline";
    });
  }

  function start() {
    document.querySelectorAll(".ayoayo-stepper").forEach(initStepper);
    document.querySelectorAll(".ayoayo-replay").forEach(initReplay);
    document.querySelectorAll(".ayoayo-play").forEach(initPlay);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
