// The tree stepper's calls and words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { treeAt, treeWords, valueWords } from "../../book/src/pages/tree-state.js";

const WIN = 1000000;
const call = (id, parent, pit, depth, to_move) => ({ event: "call", id, parent, pit, depth, board: [id], to_move });
// Player 0 searches two plies: pit 2 is answered by 7 (worth +3 to player
// 0); pit 4's first reply, 8, already leaves player 0 worse off, so the
// reply 9 is cut.
const tree = {
  depth: 2, value: 3, win: WIN,
  steps: [
    call(0, null, null, 0, 0),
    call(1, 0, 2, 1, 1), call(2, 1, 7, 2, 0), { event: "return", id: 2, value: -3 }, { event: "return", id: 1, value: 3 },
    call(3, 0, 4, 1, 1), call(4, 3, 8, 2, 0), { event: "return", id: 4, value: 1 },
    { event: "cut", id: 3, pits: [9] }, { event: "return", id: 3, value: -1 },
    { event: "return", id: 0, value: 3 },
  ],
};

test("a value in words", () => {
  assert.equal(valueWords(3, WIN), "+3");
  assert.equal(valueWords(-2, WIN), "−2");
  assert.equal(valueWords(0, WIN), "0");
  assert.equal(valueWords(WIN + 5, WIN), "a win");
  assert.equal(valueWords(-WIN, WIN), "a loss");
});

test("the tree grows a call at a time, each under its caller", () => {
  const { calls, current } = treeAt(tree, 2);
  assert.equal(current, 2);
  assert.deepEqual([...calls.keys()], [0, 1, 2]);
  assert.deepEqual(calls.get(0).children, [1]);
  assert.deepEqual(calls.get(1).children, [2]);
  assert.equal(calls.get(2).value, null);
  const later = treeAt(tree, 8);
  assert.equal(later.calls.get(1).value, 3);
  assert.deepEqual(later.calls.get(3).cut, [9]);
  assert.equal(later.current, 3);
});

test("each step in words, the cut with its reason", () => {
  assert.match(treeWords(tree, 0), /starts here, player 0 to move, looking 2 plies ahead/);
  assert.match(treeWords(tree, 1), /^Player 0 tries pit 2: .* 1 ply left/);
  assert.match(treeWords(tree, 2), /^Player 1 tries pit 7: .* looks no further/);
  assert.match(treeWords(tree, 4), /pit 2 returns \+3: what that move is worth to player 0/);
  assert.equal(treeWords(tree, 8),
    "Cut: pit 8 is already so good for player 1 that player 0 would never play pit 4 to come here. So pit 9 is never searched.");
  assert.match(treeWords(tree, 10), /first call returns \+3/);
  const wider = { ...tree, steps: tree.steps.map((s) => (s.event === "cut" ? { ...s, pits: [9, 10, 11] } : s)) };
  assert.match(treeWords(wider, 8), /So pits 9, 10 and 11 are never searched\.$/);
});
