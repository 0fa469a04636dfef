// A game's record on the Play page: the record to copy, a form to load
// one, and at the end of a game the result and the moves as a list to step
// back through.

import { button, el } from "./dom.js";
import { recordPits } from "./play-state.js";

/**
 * The record's elements, each action calling its handler in `on`: copy,
 * load (the moves read), review (a ply, or null for the latest), again (a
 * new game).
 */
export function buildRecord(on) {
  const record = el("p", "ayo-record");
  const copy = button("Copy the record", "copy", on.copy);
  const form = el("form", "ayo-try ayo-load");
  const field = el("input");
  Object.assign(field, { type: "text", spellcheck: false, autocomplete: "off" });
  field.dataset.field = "record";
  const label = el("label", "", "Load a game from its record: ");
  label.append(field);
  const load = el("button", "", "Load");
  load.type = "submit";
  load.dataset.action = "load";
  form.append(label, load);
  const copyRow = el("div", "ayo-controls");
  copyRow.append(copy);
  const tools = el("div", "ayo-record-tools");
  tools.append(record, copyRow, form);

  const end = el("section", "ayo-game-end");
  end.hidden = true;
  end.setAttribute("aria-label", "The end of the game");
  const title = el("p", "ayo-game-end-title");
  // The focus rests here at the end of a game: read, and a second Enter
  // does nothing (on "Play again" it would start a new game).
  title.tabIndex = -1;
  const summary = el("p", "ayo-game-end-summary");
  const again = button("Play again", "again", on.again);
  const latest = button("Back to the end", "latest", () => on.review(null));
  const moves = el("ol", "ayo-moves");
  moves.setAttribute("aria-label", "The moves: each shows the board after it");
  const actions = el("div", "ayo-controls");
  actions.append(again, latest);
  end.append(title, summary, actions, el("p", "ayo-legend", "The moves, each the board after it:"), moves);
  moves.addEventListener("click", (e) => {
    const b = e.target.closest("button[data-ply]");
    if (b) on.review(Number(b.dataset.ply));
  });

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    on.load(recordPits(field.value));
  });
  return { tools, record, field, end, title, summary, moves, latest, again };
}

/** The record, breakable only after a comma, never inside a pit's number. */
export function showRecord(r, moves) {
  r.record.textContent = "Game record: ayoayo replay ";
  moves.forEach((pit, k) => {
    if (k > 0) r.record.append(",", document.createElement("wbr"));
    r.record.append(String(pit));
  });
}

/** The text a record is copied as, which `ayoayo replay` takes. */
export function recordText(moves) {
  return `ayoayo replay ${moves.join(",")}`;
}

/**
 * The end of the game, shown once it is over: who won, by how much, and
 * the moves, each a button showing the board after it (`reviewing` is the
 * ply shown, or null for the end).
 */
export function showEnd(r, { plies, moves, you, sowing }, reviewing) {
  const last = plies[plies.length - 1];
  // While the last move is still being sown, the game is not over yet to
  // the reader watching it.
  const over = last.over && !sowing;
  r.end.hidden = !over;
  if (!over) {
    r.moves.textContent = "";
    return;
  }
  r.title.textContent = last.result_sentence;
  const [mine, theirs] = [last.score[you], last.score[1 - you]];
  r.summary.textContent = `In ${moves.length} moves you captured ${mine} stones and the computer ${theirs}. ` +
    `${last.sentence ?? ""}`.trim();
  if (r.moves.children.length !== moves.length) {
    r.moves.textContent = "";
    moves.forEach((pit, k) => {
      const who = plies[k].to_move === you ? "You" : "The computer";
      const item = el("li");
      const b = button(`${k + 1}. ${who}: pit ${pit}`, "review");
      b.dataset.ply = String(k + 1);
      item.append(b);
      r.moves.append(item);
    });
  }
  // One Tab stop for the whole list, the move shown; arrows, Home and End
  // move within it.
  for (const b of r.moves.querySelectorAll("button")) {
    const shown = Number(b.dataset.ply) === (reviewing ?? moves.length);
    b.setAttribute("aria-current", String(shown));
    b.tabIndex = shown ? 0 : -1;
  }
  r.latest.hidden = reviewing === null;
}
