// The Play page's elements, built once, and drawn from the game's state.
// Where the focus goes is play.js's: this only shows.

import { makeBoard, showBoard } from "./board.js";
import { button, el } from "./dom.js";
import { promptWords } from "./game-words.js";
import { STRENGTHS, turnMarks } from "./play-state.js";

// A labelled drop-down list of `options` (`[value, words]`) in `parent`.
function choice(parent, label, action, options, value, changed) {
  const l = el("label", "", `${label} `);
  const select = el("select");
  for (const [v, words] of options) {
    const option = el("option", "", words);
    option.value = v;
    select.append(option);
  }
  select.value = value;
  select.dataset.action = action;
  select.addEventListener("change", () => changed(select.value));
  l.append(select);
  parent.append(l);
  return select;
}

/**
 * The page's elements for a game in `root`, each control calling its
 * handler in `on`: side, strength, pit, undo, redo, hint, new.
 */
export function buildView(root, state, on) {
  const setup = el("div", "ayo-controls ayo-setup");
  const side = choice(setup, "You play", "side",
    [["0", "first (player 0, bottom row)"], ["1", "second (player 1, top row)"]], String(state.you), on.side);
  const strength = choice(setup, "against", "strength", STRENGTHS, state.opponent, on.strength);
  const board = makeBoard({ asButtons: true });
  board.node.id = "ayo-play-board";
  board.node.tabIndex = -1;
  board.pits.forEach((pit, p) => pit.addEventListener("click", () => {
    if (!isOff(pit)) on.pit(p);
  }));
  const scores = el("div", "ayo-scores");
  // The prompt ("Your move…") is shown; what happened (each move in words,
  // a hint, the end) is said, in the live region.
  const status = el("p", "ayo-status");
  const said = el("p", "ayo-said");
  said.setAttribute("role", "status");
  said.setAttribute("aria-live", "polite");
  const legend = el("p", "ayo-legend",
    "A pit you may play has a dark ring and ▲. A red slash marks the pit the last move sowed. " +
    "Keys: Tab reaches the board, ←/→ move between your pits, Enter plays; during a game, " +
    "←/→ never turn the page.");
  const controls = el("div", "ayo-controls");
  const unlessOff = (action) => (e) => {
    if (!isOff(e.currentTarget)) action();
  };
  const buttons = {
    undo: button("Undo", "undo", unlessOff(on.undo)),
    redo: button("Redo", "redo", unlessOff(on.redo)),
    hint: button("Hint", "hint", unlessOff(on.hint)),
    new: button("New game", "new", unlessOff(on.new)),
  };
  controls.append(...Object.values(buttons));
  const record = el("p", "ayo-record");
  return { root, setup, side, strength, board, scores, status, said, legend, controls, buttons, record };
}

/** Puts the elements in the page, in reading order. */
export function mount(view) {
  // Above the board only what keeps its height from turn to turn (the
  // choices, the buttons, the scores), so that the board never moves as a
  // turn begins; what happened and what to do next are below it.
  const { root } = view;
  root.prepend(view.setup, view.controls, view.scores, view.board.node, view.status, view.said, view.legend, view.record);
}

/** Switches `control` off or on. Off, it keeps the focus if it has it (a
 * disabled button would drop it to the page), and does nothing. */
export function setOff(control, off) {
  if (off) control.setAttribute("aria-disabled", "true");
  else control.removeAttribute("aria-disabled");
}

/** Whether `control` is switched off. */
export function isOff(control) {
  return control.getAttribute("aria-disabled") === "true";
}

/** Says `words` in the live region, instead of what it said. */
export function say(view, words) {
  view.said.textContent = "";
  tellMore(view, words);
}

/** Adds `words` to what the live region says, as a line of its own: a
 * screen reader is told the new line alone. */
export function tellMore(view, words) {
  view.said.append(el("span", "ayo-line", words));
}

/** The game record, breakable only after a comma, never inside a pit's number. */
function showRecord(node, moves) {
  node.textContent = "Game record: ayoayo replay ";
  moves.forEach((pit, k) => {
    if (k > 0) node.append(",", document.createElement("wbr"));
    node.append(String(pit));
  });
}

/** Draws the game as `state` has it; returns the pits the reader may play
 * now. */
export function draw(view, state) {
  const { plies, moves, you, busy, hinting, opponent } = state;
  const now = plies[plies.length - 1];
  const yours = now.to_move === you && !now.over;
  const open = yours && !busy && !hinting;
  const { marks, labels } = turnMarks(now, { moves, open });
  showBoard(view.board, now.board, marks, labels);
  view.board.pits.forEach((pit, p) => {
    setOff(pit, !open || !now.permissible.includes(p));
  });
  view.scores.textContent = "";
  view.scores.append(
    el("span", "", `Player 0 (${you === 0 ? "you" : opponent}): ${now.score[0]}`),
    el("span", "", `Player 1 (${you === 1 ? "you" : opponent}): ${now.score[1]}`));
  view.status.textContent = promptWords(now, { you, busy, opponent });
  showRecord(view.record, moves);
  // Undo goes back to your last turn; playing second, the computer's
  // opening is no move of yours to take back.
  const b = view.buttons;
  setOff(b.undo, moves.length <= you || hinting);
  setOff(b.redo, state.undone.length === 0 || busy || hinting);
  setOff(b.hint, busy || hinting || !yours);
  setOff(b.new, busy || hinting);
  Object.assign(view.root.dataset, { moves: moves.join(","), over: String(now.over), busy: String(busy || hinting) });
  return open ? now.permissible : [];
}
