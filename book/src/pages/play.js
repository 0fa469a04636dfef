// The Play page: a game against the computer. The page keeps only the list
// of moves (and those undone); the crate replays them, tells each move,
// takes moves back and plays them again (`/api/replay`, `/api/undo`,
// `/api/redo`), and, in a Web Worker, chooses the computer's move
// (`/api/move`). src/api.rs describes each.

import { ask, thinker } from "./ask.js";
import { el, focus } from "./dom.js";
import { arrowStep, cycle, turnsPage } from "./keys.js";
import { movesIn, movesWords, overWords } from "./game-words.js";
import { nearestPit, readKept } from "./play-state.js";
import { request } from "./request.js";
import { skipLink } from "./page.js";
import { buildView, draw, mount, say, tellMore } from "./play-view.js";
import { keepArrows } from "./widget.js";

const KEPT = "ayoayo-play";
const newSeed = () => Math.floor(Math.random() * 1e9);

/** The Play page's game in `root`. */
export function initPlay(root, page) {
  root.classList.add("ayo-widget");
  root.dataset.engine = "loading";
  const think = thinker();
  const state = {
    you: 0,
    opponent: root.dataset.opponent || "search",
    moves: [],
    undone: [],
    plies: null,
    seed: newSeed(),
    // The computer's turn, from the reader's move until the reply is shown.
    busy: false,
    hinting: false,
    // Bumped whenever the game changes under an answer still to come, so
    // that an answer to an older game is dropped.
    generation: 0,
    // The pit the keyboard reaches the board on: the board is one stop in
    // the Tab order, and the arrows move between the pits.
    current: null,
  };
  const view = buildView(root, state, {
    side: changeSide, strength: changeStrength, pit: playPit, undo, redo, hint, new: newGame,
  });

  const replay = (moves) => ask(request("/api/replay", { moves, you: state.you }));
  const inGame = () => state.moves.length > 0 && state.plies !== null && !state.plies.at(-1).over;

  // The game is kept in the tab's session storage, so that leaving the page
  // (a link, a stray key) and coming back finds it as it was.
  function keep() {
    const { moves, undone, you, opponent, seed } = state;
    try {
      sessionStorage.setItem(KEPT, JSON.stringify({ moves, undone, you, opponent, seed }));
    } catch { /* storage off: the game lasts as long as the page */ }
  }
  function kept() {
    try {
      return readKept(sessionStorage.getItem(KEPT));
    } catch {
      return null;
    }
  }

  // Draws the game, and keeps the focus where the reader left it: no pit
  // or control is ever disabled under the focus, so it never falls to the
  // page. On the reader's turn, a focused pit that cannot be played hands
  // the focus to the nearest one that can.
  function redraw() {
    const open = draw(view, state);
    const { pits, node } = view.board;
    const active = node.contains(document.activeElement) ? document.activeElement : null;
    const from = active && active.dataset.pit !== undefined ? Number(active.dataset.pit) : state.current;
    if (open.length > 0 && !open.includes(from)) state.current = nearestPit(from ?? 0, open);
    else if (from !== null) state.current = from;
    pits.forEach((pit, p) => { pit.tabIndex = p === state.current ? 0 : -1; });
    if (active && state.current !== null && active !== pits[state.current]) focus(pits[state.current]);
    keep();
  }

  // The engine failed in the middle of a game: say so, and let the reader
  // go on (undo, a new game) rather than wait for ever.
  function failed(err) {
    state.busy = false;
    if (state.plies) redraw();
    say(view, `The engine failed: ${err.message}. Undo or start a new game to go on.`);
  }

  // Replays the moves in the page's engine and says at once what the board
  // now shows: `lead`, then (with `tell`) the crate's sentence for the last
  // move, as a line of its own with `more`. On the computer's turn, asks the
  // worker for its move.
  async function refresh(newTurn, { lead = "", tell = false, more = false } = {}) {
    if (newTurn) state.generation++;
    const asked = state.generation;
    try {
      const answer = await replay(state.moves);
      if (asked !== state.generation) return;
      if (answer.error) {
        state.busy = false;
        view.status.textContent = answer.error;
        return;
      }
      state.plies = answer;
      const now = answer.at(-1);
      state.busy = !now.over && now.to_move !== state.you;
      redraw();
      const words = [lead, tell ? now.told : "", overWords(now, state.you)].filter(Boolean).join(" ");
      if (words) (more ? tellMore : say)(view, words);
      if (!state.busy) return;
      const m = await think(request("/api/move", {
        moves: state.moves, opponent: state.opponent, seed: state.seed + state.moves.length,
      }));
      if (asked !== state.generation) return;
      if (m.error) {
        state.busy = false;
        redraw();
        say(view, m.error);
        return;
      }
      played(m.pit);
      await refresh(false, { tell: true, more: Boolean(words) });
    } catch (err) {
      if (asked === state.generation) failed(err);
    }
  }

  // A move played afresh: as the crate's game does, it forgets what was
  // undone.
  function played(pit) {
    state.moves.push(pit);
    state.undone = [];
  }

  function playPit(p) {
    if (state.busy || state.hinting) return;
    played(p);
    state.generation++;
    state.busy = true;
    redraw();
    refresh(false, { tell: true });
  }

  // Undo goes back to your previous turn, redo forward to your next one:
  // the crate's game decides how far.
  async function undoOrRedo(path, lead) {
    const before = state.moves.length;
    const answer = await ask(request(path, { moves: state.moves, you: state.you, undone: state.undone }));
    if (answer.error) return say(view, answer.error);
    const changed = path === "/api/undo" ? state.moves.slice(answer.moves.length) : answer.moves.slice(before);
    if (changed.length === 0) return;
    state.moves = answer.moves;
    state.undone = answer.undone;
    refresh(true, { lead: movesWords(lead, changed) });
  }
  function undo() { undoOrRedo("/api/undo", "Took back"); }
  function redo() { undoOrRedo("/api/redo", "Played again"); }

  // Nothing queues: while a hint or the computer's move is being searched,
  // the controls that would start another search are off.
  async function hint() {
    if (state.busy || state.hinting) return;
    const asked = state.generation;
    state.hinting = true;
    redraw();
    say(view, "Thinking of a hint…");
    try {
      const m = await think(request("/api/move", { moves: state.moves, opponent: "search" }));
      state.hinting = false;
      redraw();
      if (asked === state.generation) say(view, m.error ? m.error : `Hint: search would play pit ${m.pit}.`);
    } catch (err) {
      state.hinting = false;
      failed(err);
    }
  }

  function newGame() {
    state.moves = [];
    state.undone = [];
    state.seed = newSeed();
    refresh(true, { lead: `A new game: you play ${state.you === 0 ? "first." : "second."}` });
  }

  // Changing sides mid-game keeps the game: you take over the other player
  // from here. Before the first move, or once the game is over, it starts a
  // new game on the side chosen. A choice made while the computer thinks
  // drops its answer, so the choices are never switched off (and never
  // drop the focus).
  function changeSide(value) {
    state.you = Number(value);
    if (!inGame()) return newGame();
    state.undone = [];
    const side = state.you === 0 ? "player 0, the bottom row" : "player 1, the top row";
    refresh(true, { lead: `You now play ${side}; the game goes on.` });
  }
  function changeStrength(value) {
    state.opponent = value;
    refresh(true);
  }

  // mdBook turns the page on ← and →; during a game they never do, on this
  // page, whatever has the focus.
  document.body.addEventListener("keydown", (e) => {
    if (turnsPage(e.key) && inGame()) e.stopPropagation();
  });
  keepArrows(root);
  // ←/→ (and ↑/↓) move between the pits that can be played.
  view.board.node.addEventListener("keydown", (e) => {
    const step = arrowStep(e.key);
    if (!step) return;
    e.preventDefault();
    const open = [...view.board.node.querySelectorAll('button.ayo-pit:not([aria-disabled="true"])')];
    const next = cycle(open.indexOf(document.activeElement), step, open.length);
    if (next >= 0) open[next].focus();
  });
  // The pit last focused is where the keyboard comes back to the board.
  view.board.node.addEventListener("focusin", (e) => {
    const p = e.target.dataset.pit;
    if (p === undefined) return;
    state.current = Number(p);
    view.board.pits.forEach((pit) => { pit.tabIndex = pit === e.target ? 0 : -1; });
  });

  start(root, page, state, { view, replay, kept, redraw, refresh });
}

// The engine's first answer shows the board; a game kept from before comes
// back if the engine still plays its moves.
async function start(root, page, state, { view, replay, kept, redraw, refresh }) {
  const recorded = root.querySelector(".ayo-offline");
  const back = kept();
  let opening;
  try {
    opening = await replay([]);
    if (!Array.isArray(opening)) throw new Error("the engine did not answer");
  } catch (err) {
    root.dataset.engine = "failed";
    const why = el("p", "ayo-status", `The engine could not load in this page (${err.message}), ` +
      `so the board cannot play. ${page.offline} Below is a game it played.`);
    why.setAttribute("role", "alert");
    root.prepend(why);
    if (recorded) recorded.hidden = false;
    return;
  }
  if (recorded) recorded.hidden = true;
  mount(view);
  state.plies = opening;
  root.dataset.engine = "ready";
  redraw();
  skipLink(view.board.node, "Skip to the board");
  if (!back || back.moves.length + back.undone.length === 0) return;
  try {
    const [played, redoable] = await Promise.all([
      replay(back.moves),
      replay(back.moves.concat(back.undone.slice().reverse())),
    ]);
    if (!Array.isArray(played) || state.moves.length > 0) return;
    Object.assign(state, {
      moves: back.moves, undone: Array.isArray(redoable) ? back.undone : [],
      you: back.you, opponent: back.opponent, seed: back.seed,
    });
    view.side.value = String(state.you);
    view.strength.value = state.opponent;
    refresh(true, { lead: `Your game is back as you left it, ${movesIn(state.moves.length)}.` });
  } catch { /* the kept game is dropped; a new one is ready */ }
}
