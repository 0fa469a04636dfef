// The relay stepper: a move sown stone by stone, frame by frame of the
// crate's trace, recorded in the page (`cargo xtask regenerate`) or traced
// by the engine in the page for a board the reader types.

import { ask, failure } from "./ask-engine.js";
import { showBoard } from "./board.js";
import { el } from "./dom.js";
import { request } from "./request.js";
import { describe, nextLap, prevLap, relayMarks } from "./relay-state.js";
import { stepTo } from "./keys.js";
import { clip, refused, typedBoard } from "./typed.js";
import { addButton, announce, bindKeys, blank, switchButtons, markInvalid, setCaption, tell, tryForm, widget } from "./widget.js";

const AUTOPLAY_MS = 350;

/** A stepper in `root`; `page.offline` says what to do if the engine
 * cannot load. */
export function initStepper(root, page) {
  // A self-check's stepper names its move instead of holding it: the engine
  // in the page traces the move when the answer is first opened.
  if (root.dataset.query && !root.querySelector("script")) {
    fillWhenShown(root, page);
    return;
  }
  const w = widget(root, "A relay, stone by stone");
  if (!w) return;
  /** @type {{ relay: import("./api").Trace | null, at: number, timer: number | null, asked: number }} */
  const state = { relay: w.data, at: 0, timer: null, asked: 0 };
  root.append(el("p", "ayo-legend",
    "Red slash: the start pit, which the relay skips. Blue ring: where this lap's stones were scooped. " +
    "Light ring and arrow: where the hand just dropped a stone. " +
    "Yellow, double rim: where the relay ends. " +
    "Keys: ←/→ a stone, ↑/↓ a lap, space plays, Home resets."));

  const count = () => (state.relay ? state.relay.frames.length : 0);
  const show = (i) => {
    const at = stepTo(state.at, count(), i);
    if (at === null) return;
    state.at = at;
    draw(w, state);
    if (at === count() - 1) stop();
  };
  // While the relay plays, a screen reader hears that it started and
  // where it stopped, not every frame.
  const stop = () => {
    if (state.timer === null) return;
    clearInterval(state.timer);
    state.timer = null;
    w.buttons.play.textContent = "▶ Play";
    w.buttons.play.setAttribute("aria-label", "Play the relay");
    if (!state.relay) return;
    const end = state.at === state.relay.frames.length - 1;
    announce(w, `${end ? "" : "Paused. "}${describe(state.relay, state.at)}`);
  };
  const toggle = () => {
    if (state.timer !== null) return stop();
    if (!state.relay) return;
    if (state.at === count() - 1) show("first");
    w.buttons.play.textContent = "❚❚ Pause";
    w.buttons.play.setAttribute("aria-label", "Pause");
    announce(w, "Playing the relay, a stone at a time. Pause stops it.");
    state.timer = setInterval(() => show("next"), AUTOPLAY_MS);
  };
  // Every way of moving by hand stops the relay playing first.
  const byHand = (where) => () => {
    stop();
    if (state.relay) show(typeof where === "function" ? where(state.relay.frames, state.at) : where);
  };
  const moves = {
    reset: byHand("first"),
    prevLap: byHand(prevLap),
    prevStone: byHand("prev"),
    nextStone: byHand("next"),
    nextLap: byHand(nextLap),
    end: byHand("last"),
  };
  addButton(w, "reset", "Reset", "Reset to the start", moves.reset);
  addButton(w, "prevLap", "◀◀", "Previous lap", moves.prevLap);
  addButton(w, "prevStone", "◀", "Previous stone", moves.prevStone);
  addButton(w, "nextStone", "▶", "Next stone", moves.nextStone);
  addButton(w, "nextLap", "▶▶", "Next lap", moves.nextLap);
  addButton(w, "play", "▶ Play", "Play the relay", toggle);
  bindKeys(w, {
    ArrowRight: moves.nextStone,
    ArrowLeft: moves.prevStone,
    ArrowDown: moves.nextLap,
    ArrowUp: moves.prevLap,
    Home: moves.reset,
    End: moves.end,
    " ": toggle,
  });
  show("first");
  traceTyped(w, state, { show, stop, offline: page.offline });
}

// Board, status and buttons for the frame the stepper is at.
function draw(w, { relay, at, timer }) {
  const f = relay.frames[at];
  showBoard(w.board, f.board, relayMarks(relay, f));
  tell(w, describe(relay, at), { quiet: timer !== null });
  Object.assign(w.root.dataset, { frame: String(at), lap: String(f.lap), event: f.event });
  const first = at === 0;
  const last = at === relay.frames.length - 1;
  switchButtons(w, { prevStone: first, prevLap: first, reset: first, nextStone: last, nextLap: last, play: false });
}

// Any board, any pit: the reader types a board, and the engine in the page
// traces the move. Caption, board and status always describe one trace:
// while a typed board is traced, and after it is refused, the old one is
// gone.
function traceTyped(w, state, { show, stop, offline }) {
  const { form, board, number } = tryForm(w, {
    counts: state.relay.frames[0].board, name: "pit", label: "pit", max: 11,
    value: state.relay.start, submit: "Trace this move", action: "trace",
  });
  const clear = (words, event) => {
    state.relay = null;
    state.at = 0;
    blank(w, words);
    Object.assign(w.root.dataset, { frame: "", lap: "", event });
  };
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    stop();
    const typed = typedBoard(board.value);
    const pit = number.value;
    const mine = ++state.asked;
    if (pit.trim() === "") {
      setCaption(w, `Your board ${clip(typed)}, no pit chosen`);
      clear("Type the pit to sow: a number from 0 to 11.", "refused");
      markInvalid(w, form, "pit");
      return;
    }
    setCaption(w, `Your board ${clip(typed)}, sowing pit ${clip(pit)}`);
    clear("Tracing…", "tracing");
    try {
      const answer = await ask(request("/api/relay", { board: typed, pit }));
      if (mine !== state.asked) return;
      markInvalid(w, form, answer.field);
      if (answer.error) {
        clear(refused("This move cannot be traced.", answer), "refused");
        return;
      }
      state.relay = answer;
      show("first");
    } catch (err) {
      if (mine === state.asked) clear(`The engine could not load in this page (${failure(err)}). ${offline}`, "refused");
    }
  });
}

// Traces the self-check's move once its answer is open, then builds the
// stepper around the trace.
function fillWhenShown(root, page) {
  const fill = async () => {
    try {
      const relay = await ask(root.dataset.query);
      const data = el("script");
      data.type = "application/json";
      data.textContent = JSON.stringify(relay);
      root.append(data);
      initStepper(root, page);
    } catch (err) {
      root.textContent = `The engine could not load in this page (${failure(err)}). ${page.offline}`;
    }
  };
  const details = root.closest("details");
  if (details && !details.open) details.addEventListener("toggle", fill, { once: true });
  else fill();
}
