// What the recorded widgets (the relay stepper, the call-stack stepper, the
// recorded game) share: a frame of caption, board, status and buttons
// around the JSON recorded in the page, the keys that drive it, and the
// form where the reader types a board of their own.

import { makeBoard, showBoard } from "./board.js";
import { button, el, inField, isOff, setOff } from "./dom.js";
import { keyAction, turnsPage } from "./keys.js";

/** mdBook turns the page on ← and →; inside `root` they never reach it. */
export function keepArrows(root) {
  root.addEventListener("keydown", (e) => {
    if (turnsPage(e.key)) e.stopPropagation();
  });
}

/**
 * The widget in `root`: `{ root, data, board, status, controls, buttons,
 * caption }`, built around the JSON recorded in it, or null if there is
 * none. `root` takes the focus, so that keys drive it.
 */
export function widget(root, fallbackCaption) {
  const script = root.querySelector('script[type="application/json"]');
  if (!script) return null;
  root.classList.add("ayo-widget");
  root.tabIndex = 0;
  root.setAttribute("role", "region");
  const words = root.dataset.caption || fallbackCaption;
  root.setAttribute("aria-label", words);
  const caption = el("p", "ayo-caption", words);
  const board = makeBoard();
  // The buttons stand right under the board, above anything whose height
  // changes from step to step, so that they never move under a finger.
  const controls = el("div", "ayo-controls");
  const status = el("p", "ayo-status");
  // What a screen reader is told: each step by hand, but not each frame
  // of an autoplay (see `tell`).
  const announcer = el("p", "ayo-announce");
  announcer.setAttribute("aria-live", "polite");
  root.append(caption, board.node, controls, status, announcer);
  const w = { root, data: JSON.parse(script.textContent), board, status, announcer, controls, buttons: {}, caption };
  // A page with several widgets would otherwise fill every live region as
  // it loads: a widget speaks once the reader has used it.
  w.used = false;
  for (const type of ["click", "keydown", "submit"]) {
    root.addEventListener(type, () => { w.used = true; }, { capture: true });
  }
  return w;
}

/** Shows `words` in the widget's status; unless `quiet`, or until the
 * reader has used the widget, a screen reader is told them too. */
export function tell(w, words, { quiet = false } = {}) {
  w.status.textContent = words;
  announce(w, quiet ? "" : words);
}

/** Tells a screen reader `words` alone, the status unchanged, once the
 * reader has used the widget (nothing before). A screen reader reads the
 * status or the announcement, never the same words twice. */
export function announce(w, words) {
  w.announcer.textContent = w.used ? words : "";
  const twice = w.announcer.textContent === w.status.textContent;
  if (twice) w.status.setAttribute("aria-hidden", "true");
  else w.status.removeAttribute("aria-hidden");
}

/**
 * Marks the field of `form` that a refusal is about (its `field`, `board`
 * or `pit` say) as invalid, described by the widget's status; with no
 * field named, none.
 */
export function markInvalid(w, form, named) {
  for (const field of form.querySelectorAll("input[data-field]")) {
    markField(field, named && field.dataset.field === named ? w.status : null);
  }
}

/** Marks `field` refused, described by the element `why` that says so, or
 * (with `why` null) takes the mark away. */
export function markField(field, why) {
  if (why) {
    field.setAttribute("aria-invalid", "true");
    why.id ||= `ayo-status-${Math.random().toString(36).slice(2)}`;
    field.setAttribute("aria-describedby", why.id);
  } else {
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
  }
}

/** Says `words` as the widget's caption and its name. */
export function setCaption(w, words) {
  w.caption.textContent = words;
  w.root.setAttribute("aria-label", words);
}

/**
 * Adds a button `name` to the widget's controls, labelled `label` on
 * screen and `title` for a screen reader, that does `action`.
 */
export function addButton(w, name, label, title, action) {
  // Switched off (the last step's ▶), a button keeps the focus and does
  // nothing: pressing it again never starts anything else.
  const b = button(label, name, () => {
    if (!isOff(b)) action();
  });
  b.title = title;
  b.setAttribute("aria-label", title);
  w.controls.append(b);
  w.buttons[name] = b;
  return b;
}

/** The four buttons of a widget stepped from end to end (Start, ◀, ▶,
 * End), titled by `titles` in that order, and their keys (←, →, Home,
 * End). `show(where)` steps to "first", "prev", "next" or "last". */
export function addSteps(w, show, titles) {
  const [first, prev, next, last] = ["first", "prev", "next", "last"].map((where) => () => show(where));
  addButton(w, "first", "Start", titles[0], first);
  addButton(w, "prev", "◀", titles[1], prev);
  addButton(w, "next", "▶", titles[2], next);
  addButton(w, "last", "End", titles[3], last);
  bindKeys(w, { ArrowRight: next, ArrowLeft: prev, Home: first, End: last });
}

/** `bindings` maps a key to what it does while the focus is in the widget. */
export function bindKeys(w, bindings) {
  keepArrows(w.root);
  w.root.addEventListener("keydown", (e) => {
    const action = keyAction(bindings, e.key, { field: inField(e), button: e.target.tagName === "BUTTON" });
    if (!action) return;
    e.preventDefault();
    e.stopPropagation();
    action();
  });
}

/** The widget emptied while the engine works or after it refused: no
 * board, `words` in its status, every button off. */
export function blank(w, words) {
  showBoard(w.board, null);
  tell(w, words);
  for (const b of Object.values(w.buttons)) setOff(b, true);
}

/** Switches each of the widget's buttons named in `states` off (true) or
 * on (false). Off, a button keeps the focus if it has it: a `disabled` one
 * would drop it to the page, where the next ← or → turns the chapter. */
export function switchButtons(w, states) {
  for (const [name, off] of Object.entries(states)) setOff(w.buttons[name], off);
}

/**
 * A form under the widget for the reader's own board: its counts, one
 * number (`name`, 0 to `max`, labelled `label`) and a submit button
 * (`data-action` is `action`). Returns `{ form, board, number }`.
 */
export function tryForm(w, { counts, name, label, max, value, submit, action }) {
  const form = el("form", "ayo-try");
  // The crate says what is wrong with a typed board or number, in words
  // the status shows; the browser's own check would stop the form silently
  // and leave the status telling of the last one.
  form.noValidate = true;
  const field = (text, input) => {
    const l = el("label", "", `${text} `);
    l.append(input);
    form.append(l);
    return input;
  };
  const board = field("Your board (pits 0 to 11):", el("input"));
  board.value = counts.join(",");
  board.size = 28;
  board.dataset.field = "board";
  const number = field(label, el("input"));
  Object.assign(number, { type: "number", min: "0", max: String(max), value: String(value) });
  number.dataset.field = name;
  const go = el("button", "", submit);
  go.type = "submit";
  go.dataset.action = action;
  form.append(go);
  w.root.append(form);
  return { form, board, number };
}
