// The Play page: a game against the computer. The page keeps only the list
// of moves (and those undone); the crate replays them, tells each move,
// traces it for the board to sow, takes moves back and plays them again
// (`/api/replay`, `/api/relay`, `/api/undo`, `/api/redo`), and, in a Web
// Worker, chooses the computer's move (`/api/move`). src/api.rs describes
// each.

import { decodeGame, encodeGame } from "./address.js";
import { ask, failure, thinker } from "./ask-engine.js";
import { el, focus, isOff } from "./dom.js";
import { movesIn, overWords } from "./game-words.js";
import { moveAmong, turnsPage } from "./keys.js";
import { skipLink } from "./mdbook-fixes.js";
import { SPEEDS, nearestPit, readKept, specOf, speedOf } from "./play-state.js";
import { buildRecord, recordText, showEnd, showRecord } from "./play-record.js";
import { buildView, draw, mount, say, tellMore } from "./play-view.js";
import { request } from "./request.js";
import { prefersStill, sow } from "./sowing.js";
import { keepArrows, markField } from "./widget.js";

const KEPT = "ayoayo-play";
/**
 * The game's plies, which every turn, undo and review needs: the page
 * takes none before the engine has first answered.
 * @param {import("./play-state.js").PlayState} state
 */
function loadedPlies(state) {
  if (state.plies === null) throw new Error("the game has not loaded yet");
  return state.plies;
}

/**
 * The latest of a game's plies.
 * @param {import("./api").Ply[]} plies
 */
const latest = (plies) => plies[plies.length - 1];
const newSeed = () => Math.floor(Math.random() * 1e9);

/** The Play page's game in `root`. */
export function initPlay(root, page) {
  root.classList.add("ayo-widget");
  root.dataset.engine = "loading";
  const think = thinker();
  /** @type {import("./play-state.js").PlayState} */
  const state = {
    you: 0,
    level: specOf(root.dataset.level) ? root.dataset.level : "gentle",
    speed: prefersStill() ? "off" : "normal",
    moves: [],
    undone: [],
    plies: null,
    seed: newSeed(),
    // A turn under way: the reader's move being sown, the computer's
    // search, its move being sown. `turn` can cut it short.
    busy: false,
    turn: null,
    sowing: null,
    hinting: false,
    // The pit the last hint named, shown until the next move.
    hint: null,
    // The ply shown after the game, or null for the latest.
    review: null,
    // The pit the keyboard reaches the board on: the board is one stop in
    // the Tab order, and the arrows move between the pits.
    current: null,
  };
  const view = buildView(root, state, {
    side: changeSide, level: changeLevel, speed: changeSpeed, pit: playPit,
    undo: () => undoOrRedo("/api/undo"), redo: () => undoOrRedo("/api/redo"),
    hint, skip, new: newGame,
  });
  // "Play again" and "Back to the end" go away once pressed: the focus
  // goes to the board, and to "Play again", instead of the page.
  const again = () => {
    newGame();
    focus(view.board.pits[state.current ?? 0]);
  };
  const record = buildRecord({ copy, load, review: reviewAndKeep, again });

  const replay = (moves) => ask(request("/api/replay", { moves, you: state.you }));
  const computersTurn = (ply) => !ply.over && ply.to_move !== state.you;
  const inGame = () => state.moves.length > 0 && state.plies !== null && !latest(state.plies).over;
  const search = (turn) => think(request("/api/move", {
    moves: state.moves, opponent: specOf(state.level), seed: state.seed + state.moves.length,
  }), turn.gone.signal);

  // The game is kept in the tab's session storage, so that leaving the page
  // (a link, a stray key) and coming back finds it as it was; and in the
  // page's address, so that the address brings it back anywhere.
  function keep() {
    const { moves, undone, you, level, seed, speed } = state;
    try {
      sessionStorage.setItem(KEPT, JSON.stringify({ moves, undone, you, level, seed, speed }));
    } catch { /* storage off: the game lasts as long as the page */ }
    // A page opened without a game keeps its plain address until a move.
    const address = `#${encodeGame(state)}`;
    const holds = state.moves.length > 0 || decodeGame(location.hash) !== null;
    if (holds && location.hash !== address) history.replaceState(history.state, "", address);
  }

  // Draws the game, and keeps the focus where the reader left it: no pit
  // or control is ever disabled under the focus, so it never falls to the
  // page. On the reader's turn, a focused pit that cannot be played hands
  // the focus to the nearest one that can.
  function redraw() {
    const open = draw(view, state);
    showRecord(record, state.moves);
    showEnd(record, state, state.review);
    const { pits, node } = view.board;
    const active = node.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
    const from = active && active.dataset.pit !== undefined ? Number(active.dataset.pit) : state.current;
    if (open.length > 0 && (from === null || !open.includes(from))) state.current = nearestPit(from ?? 0, open);
    else if (from !== null) state.current = from;
    pits.forEach((pit, p) => { pit.tabIndex = p === state.current ? 0 : -1; });
    if (active && state.current !== null && active !== pits[state.current]) focus(pits[state.current]);
    keep();
  }

  // A new turn: whatever was under way (a search, a sowing) is dropped.
  // `stop` cuts its sowing short (a skip); `gone` drops its search too.
  function begin() {
    if (state.turn) {
      state.turn.stop.abort();
      state.turn.gone.abort();
    }
    state.turn = { stop: new AbortController(), gone: new AbortController() };
    Object.assign(state, { hint: null, review: null, sowing: null });
    return state.turn;
  }
  const stale = (turn) => turn !== state.turn;

  // Runs a turn's `steps`; however they end, the game is then drawn as it
  // stands, unless a newer turn has begun meanwhile.
  async function run(turn, steps) {
    try {
      await steps();
    } catch (err) {
      if (!stale(turn)) say(view, `The engine failed: ${failure(err)}. Undo or start a new game to go on.`);
    }
    if (stale(turn)) return;
    Object.assign(state, { busy: false, sowing: null, turn: null });
    redraw();
    settleFocus();
  }

  // Once a turn is over, the focus never rests on what is off: at the end
  // of the game it goes to the result, brought into view, one Tab before
  // "Play again"; otherwise to the board.
  function settleFocus() {
    const active = document.activeElement;
    if (!active || !root.contains(active) || state.plies === null) return;
    const over = latest(state.plies).over && state.review === null;
    const onBoard = view.board.node.contains(active);
    if (over && (onBoard || isOff(active))) {
      focus(record.title);
      record.end.scrollIntoView({ block: "nearest" });
    } else if (isOff(active)) {
      // Undo or Redo run out keeps the focus, switched off but still
      // focusable, so that pressing it again does nothing; anything else
      // switched off hands it to the board.
      const { undo, redo } = view.buttons;
      if (active !== undo && active !== redo && state.current !== null) focus(view.board.pits[state.current]);
    }
  }

  // One move: told, sown on the board as the crate traced it, then drawn
  // as the crate replays the game. Returns the computer's search for the
  // reply, started before the sowing so that it thinks while the stones
  // move; or null when the next move is the reader's.
  async function move(turn, pit, more) {
    const before = state.moves;
    const [relay, plies] = await Promise.all([
      ask(request("/api/relay", { moves: before, pit })),
      replay(before.concat(pit)),
    ]);
    if (stale(turn)) return null;
    if (plies.error) throw new Error(plies.error);
    const yours = latest(loadedPlies(state)).to_move === state.you;
    played(pit);
    state.plies = plies;
    const now = latest(plies);
    (more ? tellMore : say)(view, now.sentence);
    const next = computersTurn(now) ? search(turn) : null;
    const speed = speedOf(state.speed);
    state.sowing = speed && !relay.error ? { pit, yours } : null;
    redraw();
    if (state.sowing && speed) await sow(view.board, relay, speed, turn.stop.signal);
    if (stale(turn)) return null;
    state.sowing = null;
    // The end of the game shows, and is said, once its last stones have
    // landed.
    redraw();
    if (now.over) tellMore(view, overWords(now));
    return next;
  }

  // The computer's replies, each searched while the move before was sown.
  async function replies(turn, searching, more) {
    const replied = Boolean(searching);
    while (searching) {
      const m = await searching;
      if (stale(turn)) return;
      if (m.error) return say(view, m.error);
      searching = await move(turn, m.pit, more);
    }
    // The turn comes back to the reader once the reply's stones have
    // landed: said, since the status line that shows it is not read out.
    // It ends the last line, so that the narration takes no more room.
    const last = view.said.lastElementChild;
    if (replied && last && !stale(turn) && !latest(loadedPlies(state)).over) last.append(" Your turn.");
  }

  // A move played afresh: as the crate's game does, it forgets what was
  // undone.
  function played(pit) {
    state.moves = state.moves.concat(pit);
    state.undone = [];
  }

  function playPit(p) {
    if (state.busy || state.hinting || state.review !== null) return;
    const turn = begin();
    state.busy = true;
    run(turn, async () => replies(turn, await move(turn, p, false), true));
  }

  // The game as it now stands, after an undo, a redo, a new game, a side
  // or a level chosen: replayed, drawn, `lead` said; on the computer's
  // turn, its move.
  function settle(lead = "") {
    const turn = begin();
    return run(turn, async () => {
      const plies = await replay(state.moves);
      if (stale(turn)) return;
      if (plies.error) {
        say(view, plies.error);
        return;
      }
      state.plies = plies;
      const now = latest(plies);
      const words = [lead, overWords(now)].filter(Boolean).join(" ");
      if (words) say(view, words);
      if (!computersTurn(now)) return;
      state.busy = true;
      redraw();
      await replies(turn, search(turn), Boolean(words));
    });
  }

  // Undo goes back to your previous turn, redo forward to your next one:
  // the crate's game decides how far.
  async function undoOrRedo(path) {
    const answer = await ask(request(path, { moves: state.moves, you: state.you, undone: state.undone }));
    if (answer.error) return say(view, answer.error);
    if (!answer.sentence) return;
    Object.assign(state, { moves: answer.moves, undone: answer.undone });
    settle(answer.sentence);
  }

  // Nothing queues: while a hint is searched, no other search starts.
  async function hint() {
    if (state.busy || state.hinting) return;
    const turn = state.turn;
    state.hinting = true;
    redraw();
    say(view, "Thinking of a hint…");
    try {
      const m = await think(request("/api/move", { moves: state.moves, opponent: "search" }));
      state.hinting = false;
      if (!stale(turn) && !m.error) state.hint = m.pit;
      redraw();
      if (stale(turn)) return;
      say(view, m.error || `Hint: search would play pit ${m.pit}, marked “hint” on the board.`);
    } catch (err) {
      state.hinting = false;
      redraw();
      say(view, `The engine failed: ${failure(err)}.`);
    }
  }

  // Cuts the sowing short, this move's and any other until the reader's
  // turn: the board shows where the stones end.
  function skip() {
    if (state.turn) state.turn.stop.abort();
  }

  function newGame() {
    Object.assign(state, { moves: [], undone: [], seed: newSeed() });
    settle(`A new game: you play ${state.you === 0 ? "first." : "second."}`);
  }

  // Changing sides mid-game keeps the game: you take over the other player
  // from here. Before the first move, or once the game is over, it starts a
  // new game on the side chosen. A choice made while the computer thinks
  // drops its search, so the choices are never switched off (and never
  // drop the focus).
  function changeSide(value) {
    state.you = Number(value);
    if (!inGame()) return newGame();
    state.undone = [];
    const side = state.you === 0 ? "player 0, the bottom row" : "player 1, the top row";
    settle(`You now play ${side}; the game goes on.`);
  }
  function changeLevel(id) {
    state.level = id;
    settle();
  }
  function changeSpeed(id) {
    state.speed = id;
    if (!speedOf(id)) skip();
    keep();
  }

  // "Back to the end" hands the focus to the last move in the list, not to
  // "Play again", where a second Enter would start a new game.
  function reviewAndKeep(ply) {
    review(ply);
    if (ply === null) focus(record.moves.querySelector('button[aria-current="true"]') || record.again);
  }

  // After the game: the board after any move of it.
  function review(ply) {
    const plies = loadedPlies(state);
    const last = plies.length - 1;
    state.review = ply === null || ply >= last ? null : ply;
    redraw();
    const shown = plies[state.review ?? last];
    say(view, state.review === null ? overWords(shown) : `Move ${ply}: ${shown.sentence}`);
    inView(view.board.node, record.moves.contains(document.activeElement) ? document.activeElement : null);
  }

  // The board after a move, and the move the reader is on in the list
  // below it, both in view where the screen holds them, clear of mdBook's
  // menu bar; where it cannot, the move at the screen's foot and as much
  // of the board as fits above it.
  function inView(board, focused) {
    // mdBook's menu bar comes back over the top of the page as it scrolls
    // up: its height is kept clear.
    const menu = document.getElementById("mdbook-menu-bar")?.offsetHeight ?? 0;
    const top = board.getBoundingClientRect().top;
    const bottom = (focused || board).getBoundingClientRect().bottom;
    if (top >= menu && bottom <= innerHeight) return;
    if (bottom - top <= innerHeight - menu) scrollBy(0, top < menu ? top - menu : bottom - innerHeight);
    else if (focused) scrollBy(0, bottom - innerHeight);
    else board.scrollIntoView({ block: "nearest" });
  }

  async function copy() {
    if (state.moves.length === 0) return say(view, "No move has been played yet, so there is no record to copy.");
    const text = recordText(state.moves);
    try {
      await navigator.clipboard.writeText(text);
      const n = state.moves.length;
      say(view, `Copied the record of ${n} ${n === 1 ? "move" : "moves"}.`);
    } catch {
      getSelection()?.selectAllChildren(record.record);
      say(view, "The record is selected: copy it with your keyboard or menu.");
    }
  }

  // A record pasted by the reader (its `pits`, as text the crate reads),
  // or a game in the address (its `moves`): the crate replays it, or says
  // why not. Nothing of it is taken (not the side, not the level) unless
  // the whole game can be played.
  /**
   * @param {{ moves?: number[], pits?: string, error?: string, you?: number, level?: string }} game
   * @param {{ lead?: string, what?: string, field?: HTMLInputElement | null }} [how]
   */
  async function load({ moves, pits, error, you = state.you, level = state.level },
    { lead, what = "This record", field = record.field } = {}) {
    // Refused, the game stays as it was, and so does the address, which
    // names it again. A record typed in the form (`field`) is marked as
    // refused there, described by what is said.
    const refuse = (why) => {
      if (field) markField(field, view.said);
      say(view, `${what} cannot be played: ${why}.`);
      keep();
    };
    if (error) return refuse(error);
    const plies = await replay(pits ?? moves);
    if (plies.error) return refuse(plies.error);
    // Replayed, the pits are a list of whole numbers, each one played.
    const played = moves ?? (pits ?? "").split(",").map(Number);
    lead ??= `A game of ${played.length} moves is loaded.`;
    if (field) markField(field, null);
    Object.assign(state, { moves: played, undone: [], seed: newSeed(), you, level });
    view.side.value = String(you);
    settle(lead);
  }

  // mdBook turns the page on ← and →; during a game they never do, on this
  // page, whatever has the focus.
  document.body.addEventListener("keydown", (e) => {
    if (turnsPage(e.key) && inGame()) e.stopPropagation();
  });
  keepArrows(root);
  root.addEventListener("keydown", (e) => {
    if (e.key !== "Escape" || !state.busy) return;
    e.preventDefault();
    skip();
  });
  // ←/→ (and ↑/↓) move between the pits that can be played, Home and End
  // to the first and the last of them.
  view.board.node.addEventListener("keydown", (e) => {
    const open = [...view.board.node.querySelectorAll('button.ayo-pit:not([aria-disabled="true"])')];
    const next = moveAmong(e.key, open.indexOf(document.activeElement), open.length);
    if (next === null) return;
    e.preventDefault();
    open[next].focus();
  });
  // The pit last focused is where the keyboard comes back to the board.
  view.board.node.addEventListener("focusin", (e) => {
    const p = e.target.dataset.pit;
    if (p === undefined) return;
    state.current = Number(p);
    view.board.pits.forEach((pit) => { pit.tabIndex = pit === e.target ? 0 : -1; });
  });
  // ←/→ step through the moves of a finished game, Home and End go to the
  // first and the last.
  record.moves.addEventListener("keydown", (e) => {
    const all = [...record.moves.querySelectorAll("button")];
    const next = moveAmong(e.key, all.indexOf(document.activeElement), all.length);
    if (next === null) return;
    e.preventDefault();
    all[next].focus();
    all[next].click();
  });
  // An address pasted into this tab brings its game.
  // Before the engine has answered, `start` reads the address itself.
  window.addEventListener("hashchange", () => {
    if (root.dataset.engine !== "ready") return;
    const wanted = decodeGame(location.hash);
    if (wanted && location.hash !== `#${encodeGame(state)}`) fromAddress(wanted);
  });
  function fromAddress(wanted) {
    const side = wanted.you === 0 ? "first" : "second";
    const lead = !wanted.moves ? ""
      : wanted.moves.length === 0 ? `A new game, as this page's address asks: you play ${side}.`
      : `The game in this page's address, ${movesIn(wanted.moves.length)}.`;
    return load({ ...wanted, level: wanted.level ?? state.level }, { lead, what: "The game in this page's address", field: null });
  }

  start(root, page, state, { view, record, replay, redraw, settle, fromAddress });
}

// The engine's first answer shows the board; then the game in the page's
// address, or one kept from before, comes back if the engine plays it.
async function start(root, page, state, { view, record, replay, redraw, settle, fromAddress }) {
  const recorded = root.querySelector(".ayo-offline");
  const back = readKept(sessionGet(KEPT));
  let opening;
  try {
    opening = await replay([]);
    if (!Array.isArray(opening)) throw new Error("the engine did not answer");
  } catch (err) {
    root.dataset.engine = "failed";
    const why = el("p", "ayo-status", `The engine could not load in this page (${failure(err)}), ` +
      `so the board cannot play. ${page.offline} Below is a game it played.`);
    why.setAttribute("role", "alert");
    root.prepend(why);
    if (recorded) recorded.hidden = false;
    return;
  }
  if (recorded) recorded.hidden = true;
  // The address as it is now, before the page writes its own: it may have
  // changed while the engine loaded.
  const wanted = decodeGame(location.hash);
  if (back && SPEEDS.some(({ id }) => id === back.speed)) state.speed = back.speed;
  view.speed.value = state.speed;
  mount(view, record.end, record.tools);
  state.plies = opening;
  root.dataset.engine = "ready";
  redraw();
  skipLink(view.board.node, "Skip to the board");
  if (wanted) return fromAddress(wanted);
  if (!back || back.moves.length + back.undone.length === 0) return;
  const [played, redoable] = await Promise.all([
    replay(back.moves),
    replay(back.moves.concat(back.undone.slice().reverse())),
  ]);
  if (!Array.isArray(played) || state.moves.length > 0) return;
  Object.assign(state, {
    moves: back.moves, undone: Array.isArray(redoable) ? back.undone : [],
    you: back.you, level: back.level, seed: back.seed,
  });
  view.side.value = String(state.you);
  settle(`Your game is back as you left it, ${movesIn(state.moves.length)}.`);
}

function sessionGet(key) {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
