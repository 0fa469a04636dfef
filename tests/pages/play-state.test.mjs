// The Play page's plain data: a kept game read back, the board's marks.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LEVELS, isPits, levelWords, nearestPit, recordPits, readKept, sowingSteps, specOf, speedOf, turnMarks } from "../../book/src/pages/play-state.js";

const game = { moves: [2, 6], undone: [1], you: 0, level: "easy", seed: 7, speed: "fast" };

test("a kept game comes back as it was kept", () => {
  assert.deepEqual(readKept(JSON.stringify(game)), game);
});

test("anything else kept is no game", () => {
  for (const bad of [null, "", "{", "[]", "3",
    JSON.stringify({ ...game, moves: [12] }), JSON.stringify({ ...game, moves: [1.5] }),
    JSON.stringify({ ...game, you: 2 }), JSON.stringify({ ...game, level: "search:20" }),
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

test("the levels run from chance and greed through ever deeper searches to the clock (their strength is the recorded matches' to show)", () => {
  const specs = LEVELS.map(({ id }) => specOf(id));
  assert.deepEqual(specs.slice(0, 2), ["random", "greedy"]);
  const depths = specs.slice(2, -1).map((spec) => Number(/^search:(\d+)$/.exec(spec ?? "")?.[1]));
  assert.ok(depths.length > 0, `no fixed-depth level in ${specs}`);
  depths.forEach((depth, i) => {
    assert.ok(Number.isInteger(depth) && depth > (depths[i - 1] ?? 0), `depths out of order: ${specs}`);
  });
  assert.equal(specs.at(-1), "search");
  assert.equal(specOf("toString"), null);
});

test("a sowing shows every frame, or the end of each lap", () => {
  const frames = ["start", "scoop", "drop", "drop", "scoop", "drop", "end"].map((event) => ({ event }));
  assert.deepEqual(sowingSteps(frames, false), [0, 1, 2, 3, 4, 5, 6]);
  assert.deepEqual(sowingSteps(frames, true), [0, 3, 6]);
  assert.deepEqual(speedOf("laps"), { ms: 350, laps: true });
  assert.equal(speedOf("off"), null);
  assert.equal(speedOf("warp"), null);
});

test("a record as printed, or its pits alone, handed to the crate as it is", () => {
  assert.deepEqual(recordPits("ayoayo replay 2,6,1"), { pits: "2,6,1" });
  // As the command line reads its arguments: words of pits, joined by
  // commas.
  assert.deepEqual(recordPits("  2 6,11 "), { pits: "2,6,11" });
  assert.deepEqual(recordPits("ayoayo replay 2,6\n1"), { pits: "2,6,1" });
  assert.match(recordPits("ayoayo replay").error, /no move/);
  assert.match(recordPits("   ").error, /no move/);
  // What is wrong with the pits is the crate's to say, in its own words:
  // the page passes them on unread.
  for (const [text, pits] of [["2, 6", "2,,6"], ["2,x", "2,x"], ["2,12", "2,12"], ["ayoayo replay --board 1", "--board,1"]]) {
    assert.deepEqual(recordPits(text), { pits }, text);
  }
});

test("a level in a sentence", () => {
  assert.equal(levelWords("gentle"), "Gentle: the computer plays any move at all.");
  assert.equal(levelWords("nonsense"), "");
});

test("the Play chapter names the levels' depths as the page plays them", async () => {
  const { readFile } = await import("node:fs/promises");
  const chapter = await readFile(new URL("../../book/src/play.md", import.meta.url), "utf8");
  const depths = ["fair", "good", "strong"].map((id) => specOf(id).replace("search:", ""));
  const [a, b, c] = depths;
  assert.match(chapter.replace(/\s+/g, " "), new RegExp(`Fair, Good and Strong look ${a}, ${b} and ${c} plies`));
  for (const id of ["fair", "good", "strong"]) {
    const level = LEVELS.find((l) => l.id === id);
    assert.equal(level?.does, `looks ${specOf(id)?.replace("search:", "")} plies ahead`);
  }
});
