// Building a request of the crate's JSON boundary (src/api.rs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { request } from "../../book/src/pages/request.js";

test("a list of moves becomes the comma-separated form", () => {
  assert.equal(request("/api/replay", { moves: [2, 6, 1], you: 0 }), "/api/replay?moves=2%2C6%2C1&you=0");
});

test("an empty list is sent empty, an absent parameter not at all", () => {
  assert.equal(request("/api/replay", { moves: [], you: undefined, seed: null }), "/api/replay?moves=");
  assert.equal(request("/api/perft"), "/api/perft");
});

test("what a reader typed is encoded, never spliced into the query", () => {
  const target = request("/api/relay", { board: "4&pit=9", pit: "1 1" });
  assert.equal(target, "/api/relay?board=4%26pit%3D9&pit=1+1");
  assert.deepEqual([...new URLSearchParams(target.split("?")[1])], [["board", "4&pit=9"], ["pit", "1 1"]]);
});
