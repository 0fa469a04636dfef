// The tree stepper: a search, call by call. Where the call-stack stepper
// shows a line of frames, this one grows a tree: each call under the call
// that made it, its value once it returns, and the moves a cut leaves
// unsearched. The calls are the crate's, recorded in the page.

import { ask, failure } from "./ask-engine.js";
import { showBoard } from "./board.js";
import { el } from "./dom.js";
import { request } from "./request.js";
import { treeAt, treeWords, valueWords } from "./tree-state.js";
import { stepTo } from "./keys.js";
import { clip, refused, typedBoard } from "./typed.js";
import { addSteps, blank, switchButtons, markInvalid, setCaption, tell, tryForm, widget } from "./widget.js";

/** A tree stepper in `root`; `page.offline` says what to do if the engine
 * cannot load for a board the reader types. */
export function initTree(root, page) {
  const w = widget(root, "A search, call by call");
  if (!w) return;
  const state = { tree: w.data, at: 0, asked: 0 };
  const tree = el("ul", "ayo-tree");
  tree.setAttribute("aria-label", "The calls so far, each under the call that made it");
  w.announcer.after(tree);
  const show = (where) => {
    if (!state.tree) return;
    const at = stepTo(state.at, state.tree.steps.length, where);
    if (at === null) return;
    state.at = at;
    draw(w, tree, state);
  };
  addSteps(w, show, ["The first call", "Previous step", "Next step", "The last step"]);
  root.append(el("p", "ayo-legend",
    "Each line is a call, indented under its caller and named by the move it tries. " +
    "When it returns, it shows what that move is worth to the player who makes it. " +
    "✂ marks moves never searched. ◀ marks this step's call, whose position the board shows, " +
    "with a red slash on the pit whose move led there. Keys: ←/→ step, Home and End."));
  draw(w, tree, state);
  searchTyped(w, tree, state, { show, offline: page.offline });
}

// Another board: the engine in the page searches it as deep. The caption,
// tree and status always describe one search: while a board is searched,
// and after it is refused, the old one is gone.
function searchTyped(w, list, state, { show, offline }) {
  const { depth } = state.tree;
  const first = state.tree.steps[0];
  const { form, board, number } = tryForm(w, {
    counts: first.board, name: "to_move", label: "player to move (0 or 1)",
    max: 1, value: first.to_move, submit: "Search this board", action: "search",
  });
  const clear = (words) => {
    state.tree = null;
    list.textContent = "";
    blank(w, words);
    Object.assign(w.root.dataset, { step: "", calls: "", cuts: "" });
  };
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const typed = typedBoard(board.value);
    setCaption(w, `Your board ${clip(typed)}, player ${clip(number.value)} to move, ${depth} plies deep`);
    if (number.value.trim() === "") {
      markInvalid(w, form, "to_move");
      clear("Type the player to move: 0 or 1.");
      return;
    }
    clear("Searching…");
    const mine = ++state.asked;
    try {
      const answer = await ask(request("/api/tree", { board: typed, to_move: number.value, depth }));
      if (mine !== state.asked) return;
      markInvalid(w, form, answer.field);
      if (answer.error) {
        clear(refused("This board cannot be searched.", answer));
        return;
      }
      state.tree = answer;
      show("first");
    } catch (err) {
      if (mine === state.asked) clear(`The engine could not load in this page (${failure(err)}). ${offline}`);
    }
  });
}

// One call's line, and under it the lines of the calls it made.
function line(tree, calls, id, current) {
  const call = calls.get(id);
  const item = el("li", "ayo-call");
  const name = call.parent === null ? `start, player ${call.to_move} to move` : `pit ${call.pit}`;
  const value = call.value === null ? " …" : ` → ${valueWords(call.value, tree.win)}`;
  const head = el("span", "ayo-call-head");
  head.append(el("span", "ayo-call-name", name), el("span", "ayo-result", value));
  item.append(head);
  if (id === current) {
    item.classList.add("ayo-now");
    item.setAttribute("aria-current", "step");
    head.append(el("span", "ayo-result", " ◀"));
  }
  const below = el("ul");
  for (const child of call.children) below.append(line(tree, calls, child, current));
  for (const pit of call.cut) below.append(el("li", "ayo-cut", `✂ pit ${pit}: never searched`));
  if (below.childNodes.length > 0) item.append(below);
  return item;
}

// The tree so far, the board of the step's call, and the step in words.
function draw(w, list, { tree, at }) {
  const { calls, current } = treeAt(tree, at);
  list.textContent = "";
  list.append(line(tree, calls, 0, current));
  const call = calls.get(current);
  showBoard(w.board, call.board, call.pit === null ? {} : { [call.pit]: "ayo-last" });
  tell(w, treeWords(tree, at));
  const cuts = tree.steps.slice(0, at + 1).filter((s) => s.event === "cut").length;
  Object.assign(w.root.dataset, { step: String(at), calls: String(calls.size), cuts: String(cuts) });
  const [first, last] = [at === 0, at === tree.steps.length - 1];
  switchButtons(w, { first, prev: first, next: last, last });
}
