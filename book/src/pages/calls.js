// The call-stack stepper: a recursion, call by call. The stack of frames,
// newest on top, each with its arguments; on the way back each shows its
// result, then goes. The calls are the crate's (recorded in the page, or
// asked of the engine in the page for a board the reader types).

import { ask } from "./ask.js";
import { showBoard } from "./board.js";
import { el } from "./dom.js";
import { request } from "./request.js";
import { callWords, repeatedDepth, stackAt } from "./call-stack.js";
import { stepTo } from "./stepping.js";
import { clip, refused, typedBoard } from "./typed.js";
import { addSteps, blank, setCaption, tell, tryForm, widget } from "./widget.js";

/** A call-stack stepper in `root`. */
export function initCalls(root, page) {
  const w = widget(root, "A recursion, call by call");
  if (!w) return;
  const state = { calls: w.data, at: 0, asked: 0 };
  const stack = el("ol", "ayo-stack");
  stack.setAttribute("aria-label", "The call stack, newest frame first");
  // Below the status and the buttons: the stack grows downwards, and
  // moves nothing a reader is about to press.
  w.announcer.after(stack);

  const show = (where) => {
    const at = stepTo(state.at, state.calls ? state.calls.steps.length : 0, where);
    if (at === null) return;
    state.at = at;
    draw(w, stack, state);
  };
  addSteps(w, show, ["The first call", "Previous step", "Next step", "The last step"]);
  root.append(el("p", "ayo-legend",
    "Each line is a frame on the stack, newest first, with the arguments it received; " +
    "on the way back a frame shows what it returns, then leaves. Keys: ←/→ a step, Home and End."));
  recordTyped(w, stack, state, { show, offline: page.offline });
  show("first");
}

// The stack, the board of the newest frame, and the step in words.
function draw(w, stack, { calls, at }) {
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
  if (top && top.board) showBoard(w.board, top.board);
  tell(w, callWords(calls, at));
  Object.assign(w.root.dataset, { step: String(at), depth: String(frames.length) });
  const b = w.buttons;
  b.first.disabled = b.prev.disabled = at === 0;
  b.next.disabled = b.last.disabled = at === calls.steps.length - 1;
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
      if (answer.error) {
        clear(refused("These calls cannot be recorded.", answer.error));
        return;
      }
      state.calls = answer;
      show("first");
    } catch (err) {
      if (mine === state.asked) clear(`The engine could not load in this page (${err.message}). ${offline}`);
    }
  });
}
