// A search's calls as a tree, step by step, and its words. Pure: the steps
// are the crate's (`/api/tree`, src/lessons/search_tree.rs), and tree.js
// draws what these return.

/** @typedef {import("./api").SearchTree} SearchTree */

/** A value in words: "+3", "−2", "0", or a game won or lost. */
export function valueWords(value, win) {
  if (value >= win - 1000) return "a win";
  if (value <= -(win - 1000)) return "a loss";
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${-value}`;
  return "0";
}

/**
 * The calls made by step `at` (inclusive) of `tree`, in the order made:
 * each `{ id, parent, pit, depth, board, to_move, value, cut, children }`
 * with `value` null until it returns and `cut` the moves it never
 * searched; and `current`, the call step `at` is about.
 * @param {SearchTree} tree
 * @param {number} at
 */
export function treeAt(tree, at) {
  const calls = new Map();
  let current = null;
  tree.steps.slice(0, at + 1).forEach((step) => {
    if (step.event === "call") {
      const call = { ...step, value: null, cut: [], children: [] };
      calls.set(step.id, call);
      if (step.parent !== null) calls.get(step.parent).children.push(step.id);
    } else if (step.event === "return") {
      calls.get(step.id).value = step.value;
    } else {
      calls.get(step.id).cut = step.pits;
    }
    current = step.id;
  });
  return { calls, current };
}

const player = (p) => `player ${p}`;
// "2", "2 and 4", "2, 4 and 5".
const listed = (xs) => (xs.length > 1 ? `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}` : String(xs[0]));

/**
 * What step `at` of `tree` does, in a sentence or two.
 * @param {SearchTree} tree
 * @param {number} at
 */
export function treeWords(tree, at) {
  const step = tree.steps[at];
  const { calls } = treeAt(tree, at);
  const call = calls.get(step.id);
  const left = tree.depth - call.depth;
  if (step.event === "call" && call.parent === null) {
    return `The search starts here, ${player(call.to_move)} to move, looking ${tree.depth} plies ahead.`;
  }
  const mover = 1 - call.to_move;
  if (step.event === "call") {
    const then = left === 0
      ? "The search looks no further and scores this position."
      : `It calls itself once for each move of ${player(call.to_move)}, ${left} ${left === 1 ? "ply" : "plies"} left.`;
    return `Player ${mover} tries pit ${call.pit}: a call for the position after it. ${then}`;
  }
  if (step.event === "return") {
    const worth = valueWords(step.value, tree.win);
    if (call.parent === null) {
      return `The first call returns ${worth}: what the position is worth to ${player(call.to_move)} with best play on both sides.`;
    }
    return `The call for pit ${call.pit} returns ${worth}: what that move is worth to ${player(mover)}.`;
  }
  const best = call.children.map((id) => calls.get(id)).filter((c) => c.value !== null).at(-1);
  const pits = step.pits.length === 1 ? `pit ${step.pits[0]} is` : `pits ${listed(step.pits)} are`;
  const why = call.parent === null
    ? `Cut: pit ${best.pit} is as good as this position can be for ${player(call.to_move)}.`
    : `Cut: pit ${best.pit} is already so good for ${player(call.to_move)} that ${player(mover)} ` +
      `would never play pit ${call.pit} to come here.`;
  return `${why} So ${pits} never searched.`;
}
