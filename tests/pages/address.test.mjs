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

test("an address with no game, or a broken one, brings none", () => {
  for (const hash of ["", "#", "#introduction", "#moves=1,,2", "#moves=12", "#moves=a", "#moves=-1",
    "#moves=1.5", "#moves=2&you=2", "#moves=2&you=x", `#moves=${Array(2001).fill(1).join(",")}`]) {
    assert.equal(decodeGame(hash), null, hash.slice(0, 30));
  }
});
