// The call-stack stepper's frames and words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { callWords, callsEnding, repeatedDepth, stackAt } from "../../book/src/pages/call-stack.js";

const call = (depth, text) => ({ event: "call", depth, call: text, board: [depth] });
const back = (depth, result) => ({ event: "return", depth, result });
const calls = {
  steps: [call(1, "count(a)"), call(2, "count(b)"), back(2, 4), back(1, 9)],
  ending: { kind: "returned", result: 9 },
};

test("frames pile up on calls and leave after returning", () => {
  assert.deepEqual(stackAt(calls.steps, 0).map((f) => f.call), ["count(a)"]);
  assert.deepEqual(stackAt(calls.steps, 1).map((f) => f.call), ["count(a)", "count(b)"]);
  // The step where a frame returns still shows it, with its result.
  assert.deepEqual(stackAt(calls.steps, 2).map((f) => [f.call, f.result]), [["count(a)", null], ["count(b)", 4]]);
  assert.deepEqual(stackAt(calls.steps, 3).map((f) => [f.call, f.result]), [["count(a)", 9]]);
});

test("each step in words, the end said at the last", () => {
  assert.equal(callWords(calls, 0), "Call 1: count(a) · 1 frame on the stack");
  assert.equal(callWords(calls, 2), "Call 2 returns 4 · 1 frame left");
  assert.equal(callWords(calls, 3), "Call 1 returns 9 · 0 frames left · Every call has returned; the first call's result is 9.");
});

test("an endless recursion marks the frame it repeats, at its end only", () => {
  const endless = { steps: [call(1, "r(0)"), call(2, "r(1)"), call(3, "r(1)")], ending: { kind: "cycle", depth: 3, from: 2 } };
  assert.equal(repeatedDepth(endless, 2), 2);
  assert.equal(repeatedDepth(endless, 1), 0);
  assert.equal(repeatedDepth(calls, 3), 0);
  assert.match(callsEnding(endless), /^Call 3 receives the same board and pit as call 2/);
  assert.match(callsEnding({ ending: { kind: "refused", error: "no" } }), /refused: no\.$/);
});
