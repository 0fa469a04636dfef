// The relay stepper's state, marks and words, on a trace the crate wrote:
// `ayoayo api '/api/relay?moves=2&pit=6'` (two laps, ending in an empty
// pit of the other row) and an endless one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { describe, lapStart, nextLap, prevLap, relayMarks } from "../../book/src/pages/relay-state.js";

const frame = (pit, lap, event, hand = 0) => ({ board: Array(12).fill(1), hand, pit, lap, event });
const relay = {
  start: 6, laps: 2, ending: { kind: "stop", end: 2 },
  frames: [
    frame(null, 0, "start"), frame(6, 1, "scoop", 1), frame(7, 1, "drop"),
    frame(7, 2, "scoop", 7), frame(8, 2, "drop", 6), frame(9, 2, "drop", 5), frame(2, 2, "end"),
  ],
};

test("laps: the next lap's scoop, back to this lap's start, then the lap before", () => {
  const f = relay.frames;
  assert.equal(lapStart(f, 5), 3);
  assert.equal(lapStart(f, 2), 1);
  assert.equal(nextLap(f, 0), 1);
  assert.equal(nextLap(f, 1), 3);
  assert.equal(nextLap(f, 3), 6);
  assert.equal(prevLap(f, 5), 3);
  assert.equal(prevLap(f, 3), 1);
  assert.equal(prevLap(f, 1), 0);
  assert.equal(prevLap(f, 0), 0);
});

test("the pictures' marks: the pit sown, the lap's scooped pit, the hand, the end", () => {
  assert.deepEqual(relayMarks(relay, relay.frames[0]), { 6: "ayo-skip" });
  assert.deepEqual(relayMarks(relay, relay.frames[1]), { 6: "ayo-skip ayo-scooped ayo-at" });
  assert.deepEqual(relayMarks(relay, relay.frames[2]), { 6: "ayo-skip ayo-scooped", 7: "ayo-at" });
  assert.deepEqual(relayMarks(relay, relay.frames[4]), { 6: "ayo-skip", 7: "ayo-scooped", 8: "ayo-at" });
  assert.deepEqual(relayMarks(relay, relay.frames[6]), { 6: "ayo-skip", 7: "ayo-scooped", 2: "ayo-end" });
  const captured = { ...relay, ending: { kind: "capture", end: 3, stones: 4 } };
  assert.deepEqual(relayMarks(captured, frame(9, 2, "capture")), { 6: "ayo-skip", 7: "ayo-scooped", 9: "ayo-captured", 3: "ayo-end" });
  assert.deepEqual(relayMarks(relay, frame(6, 3, "drop")), { 6: "ayo-skip ayo-at" });
});

test("each frame in words", () => {
  assert.equal(describe(relay, 0), "Before the move: pit 6 is about to be sown, and every lap skips it.");
  assert.equal(describe(relay, 1), "Lap 1, 1 stone in hand, scooped pit 6.");
  assert.match(describe(relay, 6), /empty pit 2: the relay ends, on the other row, so nothing is captured/);
  // A lap of twelve or more stones comes round to the pit it scooped.
  const round = { ...relay, frames: [...relay.frames.slice(0, 6), frame(7, 2, "end")] };
  assert.match(describe(round, 6), /fell in pit 7, emptied by this lap's scoop: the relay ends/);
  const endless = {
    start: 0, laps: 12, ending: { kind: "cycle", from: 1, length: 11 },
    frames: [frame(null, 0, "start"), frame(0, 1, "scoop", 1), frame(3, 12, "cycle")],
  };
  assert.match(describe(endless, 2), /exactly as after lap 1: the relay never ends \(a cycle of 11 laps\)/);
  const cut = { ...relay, laps: 40, frames: relay.frames.slice(0, 5) };
  assert.match(describe(cut, 4), /recorded to lap 2 of 40; the relay ends in pit 2\.$/);
});
