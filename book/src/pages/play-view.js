// The Play page's elements, built once, and drawn from the game's state.
// Where the focus goes is play.js's: this only shows.

import { makeBoard, showBoard } from "./board.js";
import { button, el, isOff, setOff } from "./dom.js";
import { promptWords } from "./game-words.js";
import { LEVELS, SPEEDS, levelWords, turnMarks } from "./play-state.js";
import { mark } from "./relay-state.js";

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
  // Arrowing through a closed list changes it at every key in some
  // browsers: a choice made by keys takes effect on Enter, or when the
  // focus leaves, so that hearing the options never plays a move. By
  // mouse or finger, at once.
  let byKeys = false;
  let pending = false;
  const take = () => {
    pending = false;
    changed(select.value);
  };
  select.addEventListener("pointerdown", () => { byKeys = false; });
  select.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && pending) take();
    else if (e.key !== "Tab") byKeys = true;
  });
  select.addEventListener("change", () => {
    if (byKeys) pending = true;
    else take();
  });
  select.addEventListener("blur", () => {
    if (pending) take();
  });
  l.append(select);
  parent.append(l);
  return select;
}

// The levels as radio buttons, so that every level, full strength too, is
// one click from any other; what the chosen one does is said under them.
function levelChoice(value, changed) {
  const set = el("fieldset", "ayo-levels");
  set.append(el("legend", "", "The computer's level"));
  const words = el("p", "ayo-level-words", levelWords(value));
  words.id = "ayo-level-words";
  const radios = LEVELS.map(({ id, name }) => {
    const l = el("label");
    const radio = el("input");
    Object.assign(radio, { type: "radio", name: "ayo-level", value: id, checked: id === value });
    radio.dataset.level = id;
    radio.setAttribute("aria-describedby", words.id);
    radio.addEventListener("change", () => changed(id));
    l.append(radio, ` ${name}`);
    set.append(l);
    return radio;
  });
  set.append(words);
  return { set, radios, words };
}

/**
 * The page's elements for a game in `root`, each control calling its
 * handler in `on`: side, level, speed, pit, undo, redo, hint, skip, new.
 */
export function buildView(root, state, on) {
  const setup = el("div", "ayo-controls ayo-setup");
  const side = choice(setup, "You play", "side",
    [["0", "first (player 0, bottom row)"], ["1", "second (player 1, top row)"]], String(state.you), on.side);
  const speed = choice(setup, "Sowing", "speed", SPEEDS.map(({ id, words }) => [id, words]), state.speed, on.speed);
  const levels = levelChoice(state.level, on.level);
  const board = makeBoard({ asButtons: true });
  board.node.id = "ayo-play-board";
  board.node.tabIndex = -1;
  board.pits.forEach((pit, p) => pit.addEventListener("click", () => {
    if (!isOff(pit)) on.pit(p);
  }));
  const unlessOff = (action) => (e) => {
    if (!isOff(e.currentTarget)) action();
  };
  const buttons = {
    undo: button("Undo", "undo", unlessOff(on.undo)),
    redo: button("Redo", "redo", unlessOff(on.redo)),
    hint: button("Hint", "hint", unlessOff(on.hint)),
    skip: button("Skip the sowing", "skip", unlessOff(on.skip)),
    new: button("New game", "new", unlessOff(on.new)),
  };
  const controls = el("div", "ayo-controls");
  controls.append(...Object.values(buttons));
  // Each row says whose it is, the top row above the board and the bottom
  // row below it.
  const rowLabels = [el("p", "ayo-row-label"), el("p", "ayo-row-label")];
  // The prompt ("Your move…") is shown; what happened (each move in words,
  // a hint, the end) is said, in the live region.
  const status = el("p", "ayo-status");
  const said = el("p", "ayo-said");
  said.setAttribute("role", "status");
  said.setAttribute("aria-live", "polite");
  // A status is read whole at each change unless told otherwise: each
  // line added (your move, the reply, your turn) is read once, alone.
  said.setAttribute("aria-atomic", "false");
  const legend = el("p", "ayo-legend",
    "A pit you may play has a dark ring and ▲; the hint, a dashed ring and the word hint; the pit the " +
    "last move sowed, a red slash. While a move is sown, a blue ring marks the pit each lap was scooped from, and a light ring and an arrow by its number follow the hand. Keys: Tab reaches " +
    "the board, ←/→ move between your pits (Home and End to the first and last), Enter plays, Esc skips the sowing; during a game, ←/→ never " +
    "turn the page.");
  return { root, setup, side, speed, levels, board, controls, buttons, rowLabels, status, said, legend };
}

/** Puts the elements in the page, in reading order, `after` them the
 * record and the end of the game. */
export function mount(view, ...after) {
  // Above the board only what keeps its height from turn to turn (the
  // choices, the buttons, the top row's name), so that the board never
  // moves as a turn begins; what happened and what to do next are below.
  const { root, rowLabels } = view;
  root.prepend(view.setup, view.levels.set, view.controls, rowLabels[0], view.board.node, rowLabels[1],
    view.status, view.said, ...after, view.legend);
}

/** Says `words` in the live region, instead of what it said. */
export function say(view, words) {
  view.said.textContent = "";
  tellMore(view, words);
}

/** Adds `words` to what the live region says, as a line of its own: a
 * screen reader is told the new line alone. */
export function tellMore(view, words) {
  if (view.said.childNodes.length > 0) view.said.append(" ");
  view.said.append(el("span", "ayo-line", words));
}

// Whose each row is: the top row is player 1's, the bottom row player 0's.
function nameRows(view, you, score) {
  [1, 0].forEach((player, r) => {
    const who = player === you ? "you" : "the computer";
    view.rowLabels[r].textContent = `${r === 0 ? "Top" : "Bottom"} row: ${who} (player ${player}), ${score[player]} captured`;
    view.board.rows[r].setAttribute("aria-label", `${player === you ? "Your row" : "The computer's row"} ` +
      `(player ${player}, pits ${player === 0 ? "0 to 5" : "6 to 11"})`);
  });
}

/**
 * Draws the game as `state` has it (a ply of it while `state.review` is
 * one); returns the pits the reader may play now, none before the engine
 * has answered.
 * @param {any} view
 * @param {import("./play-state.js").PlayState} state
 */
export function draw(view, state) {
  const { plies, moves, you, busy, hinting, review, sowing } = state;
  // Nothing to draw until the engine has answered.
  if (plies === null) return [];
  const shown = review ?? plies.length - 1;
  const now = plies[shown];
  const yours = now.to_move === you && !now.over;
  const open = yours && !busy && !hinting && review === null;
  const { marks, labels } = turnMarks(now, { moves: moves.slice(0, shown), open });
  if (open && state.hint !== null) mark(marks, state.hint, "ayo-hinted");
  showBoard(view.board, now.board, marks, labels);
  view.board.pits.forEach((pit, p) => setOff(pit, !open || !now.permissible.includes(p)));
  nameRows(view, you, now.score);
  view.status.textContent = review !== null
    ? `The board after move ${shown} of ${plies.length - 1}.`
    : promptWords(now, { you, busy, sowing });
  // Undo goes back to your last turn, so it needs one: playing second,
  // the computer's opening alone is no move of yours to take back.
  const b = view.buttons;
  const yourTurnBefore = plies.slice(0, -1).some((ply) => ply.to_move === you);
  setOff(b.undo, !yourTurnBefore || hinting);
  setOff(b.redo, state.undone.length === 0 || busy || hinting);
  setOff(b.hint, !open);
  setOff(b.skip, !busy);
  setOff(b.new, hinting);
  view.levels.radios.forEach((r) => { r.checked = r.value === state.level; });
  view.levels.words.textContent = levelWords(state.level);
  Object.assign(view.root.dataset, { moves: moves.join(","), over: String(now.over), busy: String(busy || hinting) });
  return open ? now.permissible : [];
}
