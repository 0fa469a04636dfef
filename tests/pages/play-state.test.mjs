// The Play page's plain data: a kept game read back, the board's marks.
import { test } from "node:test";
import assert from "node:assert/strict";
import { isPits, nearestPit, readKept, turnMarks } from "../../book/src/pages/play-state.js";

const game = { moves: [2, 6], undone: [1], you: 0, opponent: "greedy", seed: 7 };

test("a kept game comes back as it was kept", () => {
  assert.deepEqual(readKept(JSON.stringify(game)), game);
});

test("anything else kept is no game", () => {
  for (const bad of [null, "", "{", "[]", "3",
    JSON.stringify({ ...game, moves: [12] }), JSON.stringify({ ...game, moves: [1.5] }),
    JSON.stringify({ ...game, you: 2 }), JSON.stringify({ ...game, opponent: "search:20" }),
    JSON.stringify({ ...game, seed: -1 }), JSON.stringify({ ...game, undone: "1" })]) {
    assert.equal(readKept(bad), null, String(bad));
  }
  assert.equal(isPits(Array(2001).fill(0)), false);
});

test("the board marks the last move and, on the reader's turn, the pits to play", () => {
  const now = { permissible: [0, 3] };
  assert.deepEqual(turnMarks(now, { moves: [2, 3], open: true }),
    { marks: { 3: "ayo-last ayo-playable", 0: "ayo-playable" }, labels: { 0: "you may play it", 3: "you may play it" } });
  assert.deepEqual(turnMarks(now, { moves: [], open: false }), { marks: {}, labels: {} });
});

test("focus goes to the nearest pit the reader may play, on the same row first", () => {
  assert.equal(nearestPit(2, [0, 3, 5]), 3);
  assert.equal(nearestPit(2, [1, 3]), 1);
  assert.equal(nearestPit(2, [2, 3]), 2);
  // Pit 8 stands above pit 3: the top row runs right to left.
  assert.equal(nearestPit(8, [6, 10, 3]), 10);
  assert.equal(nearestPit(8, [0, 4]), 4);
  assert.equal(nearestPit(8, []), null);
});
