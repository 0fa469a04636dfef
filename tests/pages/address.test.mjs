// A game in the page's address.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decodeGame, encodeGame } from "../../book/src/pages/address.js";

test("a game goes into the address and comes back", () => {
  const game = { moves: [2, 6, 1, 11], you: 1, level: "good" };
  assert.equal(encodeGame(game), "moves=2,6,1,11&you=1&level=good");
  assert.deepEqual(decodeGame(`#${encodeGame(game)}`), game);
  assert.deepEqual(decodeGame(encodeGame({ moves: [], you: 0, level: "gentle" })), { moves: [], you: 0, level: "gentle" });
});

test("a shorter address: the first seat, the page's level", () => {
  assert.deepEqual(decodeGame("#moves=3,9"), { moves: [3, 9], you: 0, level: null });
  assert.deepEqual(decodeGame("#moves=3&level=impossible"), { moves: [3], you: 0, level: null });
  assert.deepEqual(decodeGame("#moves=3%2C9&you=0"), { moves: [3, 9], you: 0, level: null });
});

test("an address with no game brings none", () => {
  for (const hash of ["", "#", "#introduction", "#the-board"]) {
    assert.equal(decodeGame(hash), null, hash);
  }
});

test("a side or a level alone is a new game on them", () => {
  assert.deepEqual(decodeGame("#level=full&you=1"), { moves: [], you: 1, level: "full" });
  assert.deepEqual(decodeGame("#you=1"), { moves: [], you: 1, level: null });
});

test("a broken game in an address says which part is broken", () => {
  const cases = [
    ["#moves=1,,2", /commas/], ["#moves=a", /commas/], ["#moves=-1", /commas/], ["#moves=1.5", /commas/],
    ["#moves=12", /past 11/], [`#moves=${Array(2001).fill(1).join(",")}`, /more moves/],
    ["#moves=2&you=2", /you=0 or you=1/], ["#moves=2&you=x", /you=0 or you=1/],
  ];
  for (const [hash, why] of cases) {
    const got = decodeGame(hash);
    assert.equal(Object.keys(got).join(), "error", hash.slice(0, 30));
    assert.match(got.error, why, hash.slice(0, 30));
  }
});
