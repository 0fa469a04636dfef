// A chapter's self-checks: the reader commits an answer before the book's
// is shown. Every answer stays in the page's HTML, folded, so that a
// printed book shows them all; here it opens only once the reader has
// answered. Where the question asks for numbers, the answer is held against
// the crate's, which `cargo xtask regenerate` wrote into the answer (the
// quiz names them in `data-check`). A quiz whose answer is a list of
// options (`ol.ayo-options`, one `li` marked `data-right`, the others
// `data-model`: the wrong model of recursion each comes from) asks for one
// of them, and then every option's explanation shows. How many of a
// chapter's checks the reader has answered is kept in the browser.

import { button, el, focus, setOff } from "./dom.js";
import { keepArrows } from "./widget.js";
import { answered, optionVerdict, progressWords, readProgress, verdict } from "./self-check.js";

const KEPT = "ayoayo-self-checks";

/** Every self-check on the page. */
export function initQuizzes(quizzes) {
  if (location.pathname.endsWith("/print.html")) return;
  const all = [...quizzes].filter((q) => q.querySelector(":scope > details"));
  const lines = all.map((root, n) => initQuiz(root, n, () => showProgress(lines, all.length)));
  showProgress(lines, all.length);
}

function readKept() {
  try {
    return readProgress(localStorage.getItem(KEPT));
  } catch {
    return {};
  }
}

function showProgress(lines, of) {
  const done = (readKept()[location.pathname] || []).length;
  for (const line of lines) line.textContent = progressWords(Math.min(done, of), of);
}

// The crate's values the quiz checks: each `<!-- gen: quiz NAME KEY -->`
// in its answer whose KEY is named in `data-check`, with the whole number
// after it.
function keysOf(root, details) {
  const wanted = (root.dataset.check || "").split(/\s+/).filter(Boolean);
  const keys = [];
  const walker = document.createTreeWalker(details, NodeFilter.SHOW_COMMENT);
  for (let c = walker.nextNode(); c; c = walker.nextNode()) {
    const comment = /** @type {Comment} */ (c);
    const [, key] = /^\s*gen: quiz \S+ (\S+)\s*$/.exec(comment.data) || [];
    const next = comment.nextSibling;
    const text = next instanceof Text ? next.data.trim() : "";
    // A value the answer quotes twice is asked for once.
    const fresh = !keys.some((k) => k.name === key);
    if (wanted.includes(key) && fresh && /^\d+$/.test(text)) keys.push({ name: key, value: Number(text) });
  }
  return keys;
}

// The reader's answer: a text field, or one radio button per option. Each
// is `{ node, value(), reset(), commit(), first }`.
function textAnswer() {
  const label = el("label", "", "Your answer, before you look: ");
  const field = el("input");
  Object.assign(field, { type: "text", autocomplete: "off", spellcheck: false });
  field.dataset.field = "answer";
  label.append(field);
  return {
    node: label,
    first: field,
    value: () => field.value,
    empty: () => field.value.trim() === "",
    // Once checked, Enter in the field submits nothing (the form ignores a
    // checked answer): only Try again starts over.
    commit: () => { field.readOnly = true; },
    reset: () => Object.assign(field, { value: "", readOnly: false }),
  };
}

function optionsAnswer(list, n) {
  const items = [...list.children];
  const options = items.map((li) => ({ right: li.hasAttribute("data-right"), model: li.dataset.model || "" }));
  const set = el("fieldset", "ayo-options-ask");
  set.append(el("legend", "", "Your answer, before you look:"));
  const radios = items.map((li, k) => {
    const label = el("label");
    const radio = el("input");
    Object.assign(radio, { type: "radio", name: `ayo-quiz-${n}`, value: String(k) });
    radio.dataset.field = "option";
    label.append(radio, ` ${(li.querySelector("b") || li).textContent.trim()}`);
    set.append(label);
    return radio;
  });
  const chosen = () => {
    const k = radios.findIndex((r) => r.checked);
    return k < 0 ? null : k;
  };
  const mark = (li, on) => {
    li.classList.toggle("ayo-chosen", on);
    li.querySelector(":scope > .ayo-chosen-mark")?.remove();
    if (on) li.prepend(el("span", "ayo-chosen-mark", "Your choice. "));
  };
  return {
    node: set,
    first: radios[0],
    options,
    value: chosen,
    empty: () => chosen() === null,
    commit: () => {
      items.forEach((li, k) => mark(li, k === chosen()));
      for (const r of radios) r.disabled = !r.checked;
    },
    reset: () => {
      items.forEach((li) => mark(li, false));
      for (const r of radios) Object.assign(r, { checked: false, disabled: false });
    },
  };
}

// One self-check: the reader's answer, a button that checks and then tries
// again, the verdict in a live region, and the chapter's progress.
function initQuiz(root, n, changed) {
  const details = root.querySelector(":scope > details");
  const list = details.querySelector("ol.ayo-options");
  const answer = list ? optionsAnswer(list, n) : textAnswer();
  const keys = list ? [] : keysOf(root, details);
  const form = el("form", "ayo-check");
  const go = button("Check my answer", "check");
  go.type = "submit";
  // A button of its own, shown once an answer is checked: a second press
  // on "Check my answer" (or a double tap) then does nothing, instead of
  // wiping the answer just checked.
  const again = button("Try again", "again");
  again.hidden = true;
  const said = el("p", "ayo-verdict");
  said.setAttribute("role", "status");
  const progress = el("p", "ayo-progress");
  form.append(answer.node, go, again);
  details.before(form, said);
  details.after(progress);
  details.open = false;
  root.classList.add("ayo-asking");
  // ← and → inside a self-check never turn the chapter (mdBook's keys).
  keepArrows(root);
  let committed = false;

  // The question, read with the answer's field or options.
  const question = root.querySelector(":scope > p");
  if (question) {
    question.id ||= `ayo-question-${n}`;
    const asks = answer.first.type === "radio" ? answer.node : answer.first;
    asks.setAttribute("aria-describedby", question.id);
  }
  // Space presses a button as it is let go: a second Space held on from
  // Try again must not type into the field that then has the focus.
  let fresh = false;
  answer.first.addEventListener("keydown", (e) => {
    if (fresh && e.key === " " && answer.first.type === "text") e.preventDefault();
    fresh = false;
  });
  again.addEventListener("click", () => {
    fresh = true;
    committed = false;
    answer.reset();
    details.open = false;
    root.classList.add("ayo-asking");
    setOff(go, false);
    again.hidden = true;
    said.textContent = "";
    focus(answer.first);
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (committed) return;
    if (answer.empty()) {
      said.textContent = list ? "Choose an option first. A guess counts." : "Write an answer first. A guess counts.";
      return;
    }
    committed = true;
    answer.commit();
    root.classList.remove("ayo-asking");
    details.open = true;
    const { right, words } = list ? optionVerdict(answer.value(), answer.options) : verdict(answer.value(), keys);
    said.textContent = words;
    root.dataset.verdict = right === null ? "compare" : String(right);
    setOff(go, true);
    again.hidden = false;
    try {
      localStorage.setItem(KEPT, JSON.stringify(answered(readKept(), location.pathname, n)));
    } catch { /* storage off: the progress lasts as long as the page */ }
    changed();
  });
  return progress;
}
