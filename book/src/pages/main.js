// The book's interactive boards, started on every page by book/ayoayo.js.
// The browser never runs rules of its own: every board it shows comes from
// the crate itself, compiled to WebAssembly, or was recorded from it when
// the book was generated.

import { initCalls } from "./calls.js";
import { accessible, skipLink } from "./mdbook-fixes.js";
import { initPlay } from "./play.js";
import { initQuizzes } from "./quiz.js";
import { initReplay } from "./replay.js";
import { initStepper } from "./relay.js";
import { initTree } from "./tree.js";

/** @type {[string, (root: HTMLElement, page: { offline: string }) => void][]} */
const WIDGETS = [
  [".ayoayo-stepper", initStepper],
  [".ayoayo-replay", initReplay],
  [".ayoayo-calls", initCalls],
  [".ayoayo-tree", initTree],
  [".ayoayo-play", initPlay],
];

/** Starts every widget on the page; `offline` says what to do when the
 * engine cannot load. */
export function start({ offline }) {
  accessible();
  // Past the table of contents to the chapter, by keyboard: the Play page
  // has its own link, to the board.
  const main = document.querySelector("main");
  if (main && !document.querySelector(".ayoayo-play")) {
    main.id ||= "ayo-chapter";
    main.tabIndex = -1;
    skipLink(main, "Skip to the chapter");
  }
  const page = { offline };
  // The self-checks first: a quiz's answer may hold a stepper, built
  // when the reader has answered and the answer opens.
  initQuizzes(document.querySelectorAll(".ayoayo-quiz"));
  for (const [selector, init] of WIDGETS) {
    const roots = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(selector));
    for (const root of roots) init(root, page);
  }
  // The widgets are built once the modules have loaded, after the page:
  // a test waits for this.
  document.documentElement.dataset.pages = "ready";
}
