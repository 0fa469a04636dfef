// The call-stack stepper: a recursion, call by call. The stack of frames,
// newest on top, each with its arguments; on the way back each shows its
// result, then goes. The calls are the crate's (recorded in the page, or
// asked of the engine in the page for a board the reader types).

import { ask, failure } from "./ask-engine.js";
import { showBoard } from "./board.js";
import { el, focus } from "./dom.js";
import { request } from "./request.js";
import { callWords, depths, prediction, repeatedDepth, shapeWords, stackAt } from "./calls-state.js";
import { stepTo } from "./keys.js";
import { clip, refused, typedBoard } from "./typed.js";
import { addSteps, announce, blank, switchButtons, markInvalid, setCaption, tell, tryForm, widget } from "./widget.js";

/** A call-stack stepper in `root`. */
export function initCalls(root, page) {
  const w = widget(root, "A recursion, call by call");
  if (!w) return;
  const state = { calls: w.data, at: 0, asked: 0, predict: false, question: null };
  // Below the status and the buttons, so that nothing a reader is about to
  // press moves: the question before a step, the run's shape, and the
  // stack, which grows downwards.
  const ask = el("fieldset", "ayo-predict");
  ask.hidden = true;
  const shape = el("figure", "ayo-shape");
  const stack = el("ol", "ayo-stack");
  stack.setAttribute("aria-label", "The call stack, newest frame first");
  w.announcer.after(ask, shape, stack);

  const step = (where) => {
    const at = stepTo(state.at, state.calls ? state.calls.steps.length : 0, where);
    if (at === null) return;
    state.at = at;
    draw(w, stack, shape, state);
  };
  // With predictions on, ▶ first asks what the next step is; the answer
  // shows the step.
  const show = (where) => {
    if (where === "next" && state.predict && state.calls && !state.question) {
      const p = prediction(state.calls, state.at);
      if (p) return askFirst(w, ask, state, p, () => step("next"));
    }
    if (state.question) closeQuestion(ask, state);
    step(where);
  };
  addSteps(w, show, ["The first call", "Previous step", "Next step", "The last step"]);
  const toggle = el("label", "ayo-predict-toggle");
  const box = el("input");
  box.type = "checkbox";
  box.dataset.action = "predict";
  box.addEventListener("change", () => {
    state.predict = box.checked;
    if (!box.checked && state.question) closeQuestion(ask, state);
  });
  toggle.append(box, " Ask me what comes next before each step");
  w.controls.after(toggle);
  root.append(el("p", "ayo-legend",
    "Each line is a frame, newest first, with its arguments and, on the way back, what it returns. " +
    "A dotted ring and ◆ mark the pit the newest call looks at. " +
    "The bars show the stack's depth, and the outlined bar over ▲ is this step. " +
    "Keys: ←/→ a step, Home and End."));
  recordTyped(w, stack, state, { show, offline: page.offline });
  show("first");
}

// The question about the next step, asked before it is shown: one radio
// button an option. Answering explains every option and shows the step.
function askFirst(w, ask, state, p, then) {
  state.question = p;
  ask.textContent = "";
  ask.hidden = false;
  ask.append(el("legend", "", p.question));
  const choices = p.options.map((o, k) => {
    const label = el("label", "ayo-option");
    const radio = el("input");
    Object.assign(radio, { type: "radio", name: `predict-${w.root.dataset.of}-${state.asked}`, value: String(k) });
    label.append(radio, ` ${o.text}`);
    ask.append(label);
    return radio;
  });
  const answer = el("button", "", "Answer, then show the step");
  answer.type = "button";
  answer.dataset.action = "answer";
  ask.append(answer);
  // The question itself is the options' group name, read as the focus
  // reaches them; said here too, it would be heard twice.
  tell(w, "Before the next step, a question. Choose an answer below.");
  // Keys inside the question are the question's: the radios' arrows, and
  // nothing of the stepper's (→ on its button would skip the question).
  ask.onkeydown = (e) => {
    if (e.key.startsWith("Arrow") || e.key === "Home" || e.key === "End") e.stopPropagation();
  };
  answer.addEventListener("click", () => {
    const k = choices.findIndex((c) => c.checked);
    if (k < 0) {
      tell(w, `Choose an answer first: ${p.question}`);
      return;
    }
    const chosen = p.options[k];
    const explained = el("div", "ayo-explained");
    explained.setAttribute("role", "note");
    p.options.forEach((o, n) => {
      explained.append(el("p", o.right ? "ayo-right" : "ayo-wrong",
        `${o.right ? "✓ Right" : "✗ Wrong"}${n === k ? " (your answer)" : ""}: ${o.text}. ${o.why}`));
    });
    for (const c of choices) c.disabled = true;
    answer.remove();
    ask.append(explained);
    state.question = null;
    then();
    const verdict = chosen.right ? "Right." : `Not quite. ${chosen.why}`;
    const words = `${verdict} ${w.status.textContent}`;
    tell(w, words, { quiet: true });
    announce(w, spoken(words));
    // The focus goes to the explanation, where a second Enter does
    // nothing; → or ▶ goes on.
    explained.tabIndex = -1;
    focus(explained);
  });
  focus(choices[0]);
}

function closeQuestion(ask, state) {
  state.question = null;
  ask.hidden = true;
  ask.textContent = "";
}

// The depth of the stack at every step so far, as bars, this step
// outlined and marked ▲ beneath. The steps to come keep their room but are
// not drawn, and the whole run's shape is told only at its last step: a
// reader predicting the next step should not read it off the picture.
function drawShape(shape, calls, at) {
  const d = depths(calls.steps);
  const deepest = Math.max(1, ...d);
  const bar = Math.max(3, Math.min(14, Math.floor(560 / Math.max(1, d.length))));
  const high = 64;
  const width = bar * d.length;
  const last = at === d.length - 1;
  const told = last ? shapeWords(calls) : `The run so far, to step ${at + 1} of ${d.length}.`;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${high + 14}`);
  svg.setAttribute("width", String(width));
  svg.setAttribute("height", String(high + 14));
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", `${told} This step is ${d[at]} deep.`);
  d.slice(0, at + 1).forEach((depth, k) => {
    const r = document.createElementNS(ns, "rect");
    const h = Math.max(2, Math.round((depth / deepest) * high));
    r.setAttribute("x", String(k * bar + 0.5));
    r.setAttribute("y", String(high - h));
    r.setAttribute("width", String(Math.max(1, bar - 1.5)));
    r.setAttribute("height", String(h));
    r.setAttribute("class", k === at ? "ayo-bar ayo-bar-now" : "ayo-bar");
    svg.append(r);
  });
  const mark = document.createElementNS(ns, "text");
  mark.setAttribute("x", String(at * bar + bar / 2));
  mark.setAttribute("y", String(high + 12));
  mark.setAttribute("text-anchor", "middle");
  mark.setAttribute("class", "ayo-bar-mark");
  mark.textContent = "▲";
  svg.append(mark);
  shape.textContent = "";
  shape.append(svg, el("figcaption", "", told));
  shape.dataset.depths = d.join(",");
}

// The stack, the board of the newest frame, and the step in words.
function draw(w, stack, shape, { calls, at }) {
  const frames = stackAt(calls.steps, at);
  const repeated = repeatedDepth(calls, at);
  stack.textContent = "";
  frames.slice().reverse().forEach((f, n) => {
    const depth = frames.length - n;
    const item = el("li", `ayo-frame${n === 0 ? " ayo-top" : ""}${depth === repeated ? " ayo-repeated" : ""}`);
    item.append(el("code", "", f.call));
    if (f.result !== null) item.append(el("span", "ayo-result", ` returns ${f.result}`));
    if (depth === repeated) item.append(el("span", "ayo-result", " ← the newest call repeats this one"));
    stack.append(item);
  });
  const top = frames[frames.length - 1];
  const marks = top && top.pit !== null ? { [top.pit]: "ayo-looked" } : {};
  if (top && top.board) showBoard(w.board, top.board, marks);
  drawShape(shape, calls, at);
  const words = callWords(calls, at);
  tell(w, words, { quiet: true });
  announce(w, spoken(words));
  Object.assign(w.root.dataset, { step: String(at), depth: String(frames.length) });
  const [first, last] = [at === 0, at === calls.steps.length - 1];
  switchButtons(w, { first, prev: first, next: last, last });
}

// Another board: the engine in the page records the same recursion. The
// caption, frames and status always describe one recording: while a board
// is recorded, and after it is refused, the old one is gone.
function recordTyped(w, stack, state, { show, offline }) {
  const of = w.root.dataset.of;
  const which = of === "relay" ? "pit" : "row";
  const first = state.calls.steps[0];
  const { form, board, number } = tryForm(w, {
    counts: (first && first.board) || [], name: which, label: which === "pit" ? "pit" : "row (0 or 1)",
    max: which === "pit" ? 11 : 1, value: w.root.dataset[which] || "0", submit: "Record the calls", action: "record",
  });
  const clear = (words) => {
    state.calls = null;
    stack.textContent = "";
    for (const node of w.root.querySelectorAll(".ayo-shape, .ayo-predict")) node.textContent = "";
    state.question = null;
    blank(w, words);
    Object.assign(w.root.dataset, { step: "", depth: "" });
  };
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const typed = typedBoard(board.value);
    setCaption(w, `Your board ${clip(typed)}, ${which} ${clip(number.value)}`);
    if (number.value.trim() === "") {
      clear(which === "pit" ? "Type the pit to sow: a number from 0 to 11." : "Type the row: 0 or 1.");
      return;
    }
    clear("Recording…");
    const mine = ++state.asked;
    try {
      const answer = await ask(request("/api/calls", { of, board: typed, [which]: number.value }));
      if (mine !== state.asked) return;
      // A call the rules refuse (pit 12, an empty pit) is an error about
      // the field it names, like any other.
      markInvalid(w, form, answer.error ? answer.field : null);
      if (answer.error) {
        clear(refused("These calls cannot be recorded.", answer));
        return;
      }
      state.calls = answer;
      show("first");
    } catch (err) {
      if (mine === state.asked) clear(`The engine could not load in this page (${failure(err)}). ${offline}`);
    }
  });
}

// A step is shown with its board's twelve numbers and said with "a board"
// in their place, which a listener can follow step after step.
function spoken(words) {
  return words.replace(/\[[\d,\s]+\]/g, "a board");
}
