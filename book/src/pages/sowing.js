// A move sown on the board, stone by stone or lap by lap, from the crate's
// trace of it (`/api/relay`, src/api.rs): the page never sows by itself.

import { showBoard } from "./board.js";
import { sowingSteps } from "./play-state.js";
import { relayMarks } from "./relay-state.js";

/**
 * Shows `relay` on `board` frame by frame, `ms` apart (with `laps`, the
 * end of each lap only). Resolves once the last frame has been seen, or at
 * once when `signal` aborts (a skip, or the game changed). The first frame
 * is drawn before this returns, so that nothing drawn just before it is
 * ever painted. The pits keep the names the board after the move gave
 * them, and the board is marked busy until the sowing ends.
 */
export function sow(board, relay, { ms, laps }, signal) {
  const steps = sowingSteps(relay.frames, laps);
  /** @type {Promise<void>} */
  const sown = new Promise((done) => {
    if (signal.aborted) return done();
    let timer = null;
    const stop = () => {
      clearTimeout(timer);
      board.node.removeAttribute("aria-busy");
      done();
    };
    signal.addEventListener("abort", stop, { once: true });
    board.node.setAttribute("aria-busy", "true");
    let k = 0;
    const step = () => {
      const f = relay.frames[steps[k]];
      showBoard(board, f.board, relayMarks(relay, f), null);
      k += 1;
      timer = setTimeout(k < steps.length ? step : stop, ms);
    };
    step();
  });
  return sown;
}

/** Whether the reader asked their system for as little motion as can be. */
export function prefersStill() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
